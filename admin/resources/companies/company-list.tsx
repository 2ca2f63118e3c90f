import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  useCanAccess,
  useTranslate,
} from "react-admin";
import { csvExporter } from "../../components/csv-exporter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = (placeholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />,
  <ReferenceInput key="mainCompanyId" source="mainCompanyId" reference="main-companies">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

const exporter = csvExporter({ id: "number", companyName: "text", createdAt: "time" });
const operatorExporter = csvExporter({
  id: "number",
  companyName: "text",
  mainCompanyId: { reference: "main-companies", text: "name" },
  createdAt: "time",
});

export function CompanyList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  // Main companies are for operators; an enterprise sees its company's name only.
  const { canAccess: seesMain } = useCanAccess({ resource: "main-companies", action: "list" });
  return (
    <List
      filters={seesMain ? filters(translate("resources.companies.fields.q")) : undefined}
      sort={{ field: "id", order: "DESC" }}
      exporter={seesMain ? operatorExporter : exporter}
    >
      {small ? (
        <SimpleList primaryText="%{companyName}" linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="companyName" />
          {seesMain && (
            <ReferenceField source="mainCompanyId" reference="main-companies" emptyText="—" sortable={false}>
              <TextField source="name" />
            </ReferenceField>
          )}
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
