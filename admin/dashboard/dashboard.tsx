import BusinessIcon from "@mui/icons-material/Business";
import HistoryIcon from "@mui/icons-material/History";
import PeopleIcon from "@mui/icons-material/People";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import SmsIcon from "@mui/icons-material/Sms";
import { Box, Typography } from "@mui/material";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import type { Identity } from "../providers/auth";
import { CountCard } from "./count-card";

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Midnight today in China (UTC+8), as an instant. */
function startOfChinaDay(now = Date.now()) {
  return new Date(Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS).toISOString();
}

/** Counts for what the signed-in role may see. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const me = identity as (Identity & { fullName: string }) | undefined;
  const operator = !!me?.roles.includes("operator");
  return (
    <Box sx={{ mt: 2, display: "flex", flexDirection: "column", gap: 2 }}>
      <Title title="ra.page.dashboard" />
      <Box>
        <Typography variant="h5" component="h2">
          {translate("app.dashboard.welcome", { name: me?.fullName ?? "" })}
        </Typography>
        {me && !operator && (
          <Typography color="text.secondary">{translate("app.dashboard.company", { name: me.companyName || "—" })}</Typography>
        )}
      </Box>
      {me && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
          <CountCard resource="users" label={operator ? "app.dashboard.users_total" : "app.dashboard.employees"} icon={<PeopleIcon />} />
          {operator && (
            <CountCard
              resource="users"
              label="app.dashboard.users_today"
              icon={<PersonAddIcon />}
              filter={{ createdFrom: startOfChinaDay() }}
            />
          )}
          <CountCard resource="companies" label="app.dashboard.companies" icon={<BusinessIcon />} />
          <CountCard resource="sms-outbox" label="app.dashboard.sms_outbox" icon={<SmsIcon />} />
          <CountCard resource="audit-logs" label="app.dashboard.audit_logs" icon={<HistoryIcon />} />
        </Box>
      )}
    </Box>
  );
}
