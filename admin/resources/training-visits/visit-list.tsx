import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import { chinaTime as when } from "@/api/contract/beijing-time";
import { type TrainingVisitRow, VISIT_KIND_LABELS } from "@/api/contract/training-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const kinds = Object.entries(VISIT_KIND_LABELS).map(([id, name]) => ({ id, name }));
const filters = [
  <ReferenceInput key="trainingId" source="trainingId" reference="trainings" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={kinds} alwaysOn />,
];

/** Attendance: who entered a session's live room or replay, and when (read-only). */
export function VisitList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<TrainingVisitRow>
          primaryText={() => (
            <ReferenceField source="userId" reference="users" link={false}>
              <TextField source="chineseName" emptyText="—" /> <MobileField source="mobile" />
            </ReferenceField>
          )}
          secondaryText={() => <ReferenceField source="trainingId" reference="trainings" link={false} />}
          tertiaryText={(v) => `${VISIT_KIND_LABELS[v.kind]} · ${when(v.createdAt)}`}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <ReferenceField source="trainingId" reference="trainings" sortable={false} link="show" />
          <ReferenceField source="userId" reference="users" sortable={false} link={false}>
            <TextField source="chineseName" emptyText="—" />
          </ReferenceField>
          <ReferenceField source="userId" reference="users" sortable={false} link={false} label="resources.training-visits.fields.mobile">
            <MobileField source="mobile" />
          </ReferenceField>
          <SelectField source="kind" choices={kinds} sortable={false} />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
