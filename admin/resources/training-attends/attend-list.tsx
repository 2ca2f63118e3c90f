import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import {
  AutocompleteInput,
  Datagrid,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from "react-admin";
import { ATTEND_AUDIT_LABELS, ATTEND_STATUS_LABELS } from "../../../api/contract/training-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { API_URL } from "../../providers/http";
import { choicesOf } from "../activities/choices";
import { AuditField } from "../activity-signups/audit-field";
import { BulkReviewButtons } from "../../components/review-buttons";
import { TRAINING_ATTEND_QUEUE } from "./review-buttons";
import { StatusField } from "./status-field";

type Attend = { id: number };

const statusChoices = Object.entries(ATTEND_STATUS_LABELS).map(([id, name]) => ({ id, name }));

const filters = [
  <ReferenceInput key="trainingId" source="trainingId" reference="trainings" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="audit" source="audit" choices={choicesOf(ATTEND_AUDIT_LABELS)} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

/** The CSV of one session's sign-ups: offered once the list is narrowed to a session. */
function ExportCsv() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  if (!filterValues.trainingId) return null;
  return (
    <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/training-attends/export?trainingId=${filterValues.trainingId}`} download>
      {translate("app.trainings.export")}
    </MuiButton>
  );
}

const actions = (
  <TopToolbar>
    <FilterButton />
    <ExportCsv />
  </TopToolbar>
);

const Person = () => (
  <ReferenceField source="userId" reference="users" link={false}>
    <TextField source="chineseName" emptyText="—" /> <MobileField source="mobile" />
  </ReferenceField>
);

/** The review queue: narrow by session, audit state and place (waiting), then approve or reject together. */
export function AttendList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ audit: 0 }} sort={{ field: "queuedAt", order: "ASC" }} actions={actions} exporter={false}>
      {small ? (
        <SimpleList<Attend>
          primaryText={() => <Person />}
          secondaryText={() => <ReferenceField source="trainingId" reference="trainings" link={false} />}
          tertiaryText={() => (
            <>
              <AuditField source="audit" /> <StatusField source="status" />
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkReviewButtons queue={TRAINING_ATTEND_QUEUE} />}>
          <TextField source="id" />
          <ReferenceField source="trainingId" reference="trainings" sortable={false} link="show" />
          <ReferenceField source="userId" reference="users" sortable={false} link={false}>
            <TextField source="chineseName" emptyText="—" />
          </ReferenceField>
          <ReferenceField source="userId" reference="users" sortable={false} link={false} label="resources.training-attends.fields.mobile">
            <MobileField source="mobile" />
          </ReferenceField>
          <AuditField source="audit" />
          <StatusField source="status" sortable={false} />
          <TimeField source="queuedAt" />
        </Datagrid>
      )}
    </List>
  );
}
