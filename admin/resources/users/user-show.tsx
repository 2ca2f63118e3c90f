import {
  BooleanField,
  Datagrid,
  Labeled,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  usePermissions,
} from "react-admin";
import { AuditActionField } from "../../components/audit-action-field";
import { MobileField } from "../../components/mobile-field";
import { RolesField } from "../../components/roles-field";
import { TimeField } from "../../components/time-field";

/** The audit entries about this user (operators only). */
function UserAudit() {
  return (
    <Labeled label="app.users.audit" fullWidth>
      <ReferenceManyField
        reference="audit-logs"
        target="recordId"
        filter={{ resource: "users" }}
        sort={{ field: "id", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
          <TimeField source="createdAt" />
          <AuditActionField source="action" />
          <TextField source="actorName" />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}

export function UserShow() {
  const { permissions } = usePermissions<string[]>();
  const operator = !!permissions?.includes("operator");
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="chineseName" emptyText="—" />
        <MobileField source="mobile" />
        <ReferenceField source="companyId" reference="companies" emptyText="—" link={false}>
          <TextField source="companyName" />
        </ReferenceField>
        {operator && <TextField source="companyName" emptyText="—" />}
        {operator && <TextField source="province" emptyText="—" />}
        {operator && <TextField source="city" emptyText="—" />}
        {operator && <TextField source="email" emptyText="—" />}
        {operator && <TextField source="qq" emptyText="—" />}
        {operator && <TextField source="wechat" emptyText="—" />}
        {operator && <TextField source="department" emptyText="—" />}
        {operator && <TextField source="position" emptyText="—" />}
        {operator && <TextField source="mainCompany" emptyText="—" />}
        {operator && <TextField source="address" emptyText="—" />}
        {operator && <TextField source="industryOther" emptyText="—" />}
        {operator && <RolesField source="roles" />}
        {operator && <BooleanField source="disabled" looseValue />}
        {operator && <TimeField source="createdAt" />}
        {operator && <TimeField source="lastLoginAt" emptyText="—" />}
        {operator && <TimeField source="closedAt" emptyText="—" />}
        {operator && <UserAudit />}
      </SimpleShowLayout>
    </Show>
  );
}
