import { BooleanField, DateField, NumberField, Show, SimpleShowLayout, TextField } from "react-admin";
import type { IssuedAuthCode } from "@/api/contract/partner-login-admin";
import { IssueOnceActions } from "../../components/issue-once-button";

export function ResellerCodeShow() {
  return (
    <Show
      actions={
        <IssueOnceActions messages="reseller_auth_codes" step="code" show={(a: IssuedAuthCode) => `${window.location.origin}${a.link}`} />
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="resellerName" />
        <TextField source="codeHint" emptyText="app.reseller_auth_codes.not_issued" />
        <NumberField source="uses" />
        <NumberField source="maxUses" />
        <BooleanField source="enabled" />
        <DateField source="expiresAt" showTime emptyText="—" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
