import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from "react-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { DecisionActions } from "./decision-actions";
import { StatusChip } from "./status";

type Application = { status: string; companyId: number | null; companyNameMatched: number | null };

/** 已有同名公司: the existing company whose name matches the applied one, the one 通过 offers first. */
function MatchedCompany() {
  const record = useRecordContext<Application>();
  const translate = useTranslate();
  if (record?.status !== "pending") return null;
  return (
    <Labeled label="resources.enterprise-applications.fields.companyNameMatched">
      {record.companyNameMatched ? (
        <ReferenceField source="companyNameMatched" reference="companies" link="show" />
      ) : (
        <span>{translate("app.enterprise_applications.no_match")}</span>
      )}
    </Labeled>
  );
}

/** The company the account now acts for, once approved. */
function GrantedCompany() {
  const record = useRecordContext<Application>();
  if (!record?.companyId) return null;
  return (
    <Labeled label="resources.enterprise-applications.fields.companyId">
      <ReferenceField source="companyId" reference="companies" link="show" />
    </Labeled>
  );
}

/** The reason, for a refused one. */
function Reason() {
  const record = useRecordContext<Application>();
  if (record?.status !== "refused") return null;
  return (
    <Labeled label="resources.enterprise-applications.fields.reason">
      <TextField source="reason" />
    </Labeled>
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
        <MatchedCompany />
        <ReferenceField source="userId" reference="users" link="show" />
        <TextField source="chineseName" emptyText="—" />
        <MobileField source="mobile" />
        <TimeField source="createdAt" />
        <TimeField source="decidedAt" emptyText="—" />
        <GrantedCompany />
        <Reason />
      </SimpleShowLayout>
    </Show>
  );
}
