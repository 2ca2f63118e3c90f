import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from "react-admin";
import { ADMIN_ACCESS, type AuditLogRow } from "@/api/contract/admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { AuditActionField } from "../../components/audit-action-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { AuditResourceField } from "./audit-resource-field";

const resourceChoices = Object.keys(ADMIN_ACCESS).map((id) => ({ id, name: `resources.${id}.name` }));
const actionChoices = ["create", "update", "delete"].map((id) => ({ id, name: `app.actions.${id}` }));

const filters = [
  <SelectInput key="resource" source="resource" choices={resourceChoices} alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
    <AutocompleteInput optionText={(u: { chineseName: string; mobile: string }) => [u.chineseName, u.mobile].filter(Boolean).join(" ")} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <TextInput key="recordId" source="recordId" />,
];

export function AuditList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<AuditLogRow>
          primaryText={(e) =>
            `${translate(`app.actions.${e.action}`)} ${translate(`resources.${e.resource}.name`, { _: e.resource })} #${e.recordId}`
          }
          secondaryText={(e) => e.actorName}
          tertiaryText={(e) => chinaTime(e.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TimeField source="createdAt" />
          <TextField source="actorName" sortable={false} />
          <AuditActionField source="action" sortable={false} />
          <AuditResourceField source="resource" sortable={false} />
          <TextField source="recordId" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
