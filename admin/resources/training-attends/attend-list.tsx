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
} from "react-admin";
import { ATTEND_AUDIT_LABELS, ATTEND_STATUS_LABELS } from "@/api/contract/training-admin";
import { AuditField } from "../../components/audit-field";
import { choicesOf } from "../../components/choices";
import { QueueEmpty } from "../../components/queue-empty";
import { BulkReviewButtons } from "../../components/review-buttons";
import { ListExportCsv } from "../../components/signup-links";
import { SignupPerson, signupPersonFields } from "../../components/signup-person";
import { TimeField } from "../../components/time-field";
import { TRAINING_ATTEND_QUEUE } from "../../components/training-attend-queue";
import { useSmallScreen } from "../../components/use-small-screen";
import { StatusField } from "./status-field";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ audit: 0 }} />;

type Attend = { id: number };

const statusChoices = Object.entries(ATTEND_STATUS_LABELS).map(([id, name]) => ({ id, name }));

const filters = [
  <ReferenceInput key="trainingId" source="trainingId" reference="trainings" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="audit" source="audit" choices={choicesOf(ATTEND_AUDIT_LABELS)} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

const actions = (
  <TopToolbar>
    <FilterButton />
    <ListExportCsv queue={TRAINING_ATTEND_QUEUE} />
  </TopToolbar>
);

/** The review queue: narrow by session, audit state and place (waiting), then approve or reject together. */
export function AttendList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ audit: 0 }}
      sort={{ field: "queuedAt", order: "ASC" }}
      actions={actions}
      exporter={false}
    >
      {small ? (
        <SimpleList<Attend>
          empty={empty}
          primaryText={() => <SignupPerson />}
          secondaryText={() => <ReferenceField source="trainingId" reference="trainings" link={false} />}
          tertiaryText={() => (
            <>
              <AuditField source="audit" /> <StatusField source="status" />
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={<BulkReviewButtons queue={TRAINING_ATTEND_QUEUE} />}>
          <TextField source="id" />
          <ReferenceField source="trainingId" reference="trainings" sortable={false} link="show" />
          {signupPersonFields("training-attends", false)}
          <AuditField source="audit" />
          <StatusField source="status" sortable={false} />
          <TimeField source="queuedAt" />
        </Datagrid>
      )}
    </List>
  );
}
