import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from "react-admin";
import { SIGNUP_AUDIT_LABELS } from "@/api/contract/activity-admin";
import { ACTIVITY_SIGNUP_QUEUE } from "../../components/activity-signup-queue";
import { AuditField } from "../../components/audit-field";
import { choicesOf } from "../../components/choices";
import { QueueEmpty } from "../../components/queue-empty";
import { BulkReviewButtons } from "../../components/review-buttons";
import { ListExportCsv } from "../../components/signup-links";
import { SignupPerson, signupPersonFields } from "../../components/signup-person";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ audit: 0 }} />;

type Signup = { id: number; audit: number; createdAt: string };

const filters = [
  <ReferenceInput key="activityId" source="activityId" reference="activities" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="audit" source="audit" choices={choicesOf(SIGNUP_AUDIT_LABELS)} alwaysOn />,
];

const actions = (
  <TopToolbar>
    <ListExportCsv queue={ACTIVITY_SIGNUP_QUEUE} />
  </TopToolbar>
);

/** The review queue: pick sign-ups (narrow by activity and state) and approve or reject them together. */
export function SignupList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ audit: 0 }}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={actions}
      exporter={false}
    >
      {small ? (
        <SimpleList<Signup>
          empty={empty}
          primaryText={() => <SignupPerson />}
          secondaryText={() => <ReferenceField source="activityId" reference="activities" link={false} />}
          tertiaryText={() => <AuditField source="audit" />}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={<BulkReviewButtons queue={ACTIVITY_SIGNUP_QUEUE} />}>
          <TextField source="id" />
          <ReferenceField source="activityId" reference="activities" sortable={false} link="show" />
          {signupPersonFields("activity-signups", false)}
          <TextField source="source" emptyText="—" sortable={false} />
          <AuditField source="audit" />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
