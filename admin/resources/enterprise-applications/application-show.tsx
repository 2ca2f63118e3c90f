import { Typography } from "@mui/material";
import { ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from "react-admin";
import type { EnterpriseApplicationRow } from "@/api/contract/account-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { DecisionActions } from "./decision-actions";
import { StatusChip } from "./status";

/** 已有同名公司: the existing company of the applied name, the one 通过 offers first; else it says one will be made. */
function MatchedCompanyField(_: { source: string; label: string }) {
  const record = useRecordContext<EnterpriseApplicationRow>();
  const translate = useTranslate();
  if (record?.companyNameMatched) return <ReferenceField source="companyNameMatched" reference="companies" link="show" />;
  return (
    <Typography component="span" variant="body2">
      {translate("app.enterprise_applications.no_match")}
    </Typography>
  );
}

/** One application: who applied for which company and account, the matching existing company, and 通过 / 不通过. */
export function EnterpriseApplicationShow() {
  return (
    <Show actions={<DecisionActions />}>
      <SimpleShowLayout>
        <StatusChip source="status" label="resources.enterprise-applications.fields.status" />
        <TextField source="companyName" />
        <TextField source="accountId" />
        <MatchedCompanyField source="companyNameMatched" label="resources.enterprise-applications.fields.companyNameMatched" />
        <ReferenceField source="userId" reference="users" link="show" />
        <TextField source="chineseName" emptyText="—" />
        <MobileField source="mobile" />
        <TimeField source="createdAt" />
        <TimeField source="decidedAt" emptyText="—" />
        <ReferenceField source="companyId" reference="companies" link="show" emptyText="—" />
        <TextField source="reason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
