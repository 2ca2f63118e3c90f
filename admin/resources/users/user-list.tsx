import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateTimeInput,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  usePermissions,
  useTranslate,
} from "react-admin";
import { ROLE_LABELS, type StaffRow, type UserRow } from "@/api/contract/admin";
import { type CsvColumns, csvExporter } from "../../components/csv-exporter";
import { MobileField } from "../../components/mobile-field";
import { RolesField } from "../../components/roles-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** The export carries what the list shows each role. */
export const USER_CSV_COLUMNS = {
  operator: {
    id: "number",
    chineseName: "text",
    mobile: "phone",
    roles: { labels: ROLE_LABELS },
    companyId: { reference: "companies", text: "companyName" },
    disabled: "flag",
    createdAt: "time",
    lastLoginAt: "time",
  },
  enterprise: { id: "number", chineseName: "text", mobile: "phone" },
} satisfies Record<string, CsvColumns>;
const operatorExporter = csvExporter(USER_CSV_COLUMNS.operator);
const enterpriseExporter = csvExporter(USER_CSV_COLUMNS.enterprise);

const roleChoices = Object.keys(ROLE_LABELS).map((id) => ({ id, name: `app.roles.${id}` }));

function useFilters(operator: boolean) {
  const translate = useTranslate();
  const search = (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(operator ? "resources.users.fields.q" : "resources.users.fields.chineseName")}
    />
  );
  if (!operator) return [search];
  return [
    search,
    <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
    <ReferenceInput key="companyId" source="companyId" reference="companies">
      <AutocompleteInput optionText="companyName" />
    </ReferenceInput>,
    <BooleanInput key="disabled" source="disabled" />,
    <DateTimeInput key="createdFrom" source="createdFrom" />,
  ];
}

/** Operators see everyone in full; an enterprise account sees its own people's names and masked numbers. */
export function UserList() {
  const { permissions } = usePermissions<string[]>();
  const operator = !!permissions?.includes("operator");
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = useFilters(operator);
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={operator ? operatorExporter : enterpriseExporter}>
      {small ? (
        <SimpleList<UserRow | StaffRow>
          primaryText={(u) => u.chineseName || translate("app.users.no_name")}
          secondaryText={(u) => `${u.areaCode} ${u.mobile}`}
          tertiaryText={(u) =>
            ("roles" in u ? u.roles : [])
              .filter((r) => r !== "person")
              .map((r) => translate(`app.roles.${r}`))
              .join(" ")
          }
          linkType={operator ? "edit" : "show"}
        />
      ) : (
        <Datagrid rowClick={operator ? "edit" : "show"} bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="chineseName" emptyText="—" />
          <MobileField source="mobile" />
          {operator && <RolesField source="roles" sortable={false} />}
          {operator && (
            <ReferenceField source="companyId" reference="companies" emptyText="—" sortable={false}>
              <TextField source="companyName" />
            </ReferenceField>
          )}
          {operator && <BooleanField source="disabled" sortable={false} looseValue FalseIcon={null} />}
          {operator && <TimeField source="createdAt" />}
          {operator && <TimeField source="lastLoginAt" emptyText="—" />}
        </Datagrid>
      )}
    </List>
  );
}
