import { Admin, Resource } from "react-admin";
import { Dashboard } from "./dashboard/dashboard";
import { LoginPage } from "./login/login-page";
import { authProvider } from "./providers/auth";
import { dataProvider } from "./providers/data";
import { i18nProvider } from "./providers/i18n";
import auditLogs from "./resources/audit-logs";
import companies from "./resources/companies";
import mainCompanies from "./resources/main-companies";
import smsOutbox from "./resources/sms-outbox";
import users from "./resources/users";
import { theme } from "./theme";

/** The back office. Menu entries and buttons follow authProvider.canAccess (ADMIN_ACCESS), as the api does. */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="管理后台"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="companies" {...companies} />
      <Resource name="main-companies" {...mainCompanies} />
      <Resource name="sms-outbox" {...smsOutbox} />
      <Resource name="audit-logs" {...auditLogs} />
    </Admin>
  );
}
