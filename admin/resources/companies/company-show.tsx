import {
  Datagrid,
  Labeled,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
} from "react-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";

export function CompanyShow() {
  const { canAccess: seesMain } = useCanAccess({ resource: "main-companies", action: "show" });
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="companyName" />
        {seesMain && (
          <ReferenceField source="mainCompanyId" reference="main-companies" emptyText="—">
            <TextField source="name" />
          </ReferenceField>
        )}
        <TimeField source="createdAt" />
        <Labeled label="app.companies.employees" fullWidth>
          <ReferenceManyField
            reference="users"
            target="companyId"
            sort={{ field: "id", order: "ASC" }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[]} />}
          >
            <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
              <TextField source="chineseName" emptyText="—" />
              <MobileField source="mobile" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
