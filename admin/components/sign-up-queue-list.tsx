import type { ReactElement, ReactNode } from "react";
import {
  AutocompleteInput,
  Datagrid,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  type SortPayload,
  TextField,
  TopToolbar,
} from "react-admin";
import { AuditField } from "./audit-field";
import { choicesOf } from "./choices";
import { QueueEmpty } from "./queue-empty";
import { BulkReviewButtons, type ReviewQueue } from "./review-buttons";
import { ListExportCsv } from "./signup-links";
import { SignupPerson, signupPersonFields } from "./signup-person";
import { TimeField } from "./time-field";
import { useSmallScreen } from "./use-small-screen";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ audit: 0 }} />;

type SignUpQueueListProps = {
  queue: ReviewQueue;
  /** The parent's resource (activities, trainings); the queue's parentKey names it in each row. */
  parent: string;
  auditLabels: Record<number, string>;
  /** Filters behind the filter button, after the parent and the audit state. */
  moreFilters?: ReactElement[];
  sort: SortPayload;
  /** A column between the person and the audit state (one field: the grid reads its children's props). */
  beforeAudit?: ReactElement;
  /** A state shown after the audit state, on a phone and as a column (a session's place). */
  afterAudit?: { tertiary: ReactNode; column: ReactElement };
  /** The moment a row is listed by. */
  time: string;
};

/**
 * A review queue of sign-ups (an activity's, a training session's): pick sign-ups, narrowed by parent and state, and
 * approve or reject them together; its CSV is the parent's.
 */
export function SignUpQueueList({
  queue,
  parent,
  auditLabels,
  moreFilters = [],
  sort,
  beforeAudit,
  afterAudit,
  time,
}: SignUpQueueListProps) {
  const small = useSmallScreen();
  const filters = [
    <ReferenceInput key={queue.parentKey} source={queue.parentKey} reference={parent} alwaysOn>
      <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
    </ReferenceInput>,
    <SelectInput key="audit" source="audit" choices={choicesOf(auditLabels)} alwaysOn />,
    ...moreFilters,
  ];
  const actions = (
    <TopToolbar>
      {moreFilters.length > 0 && <FilterButton />}
      <ListExportCsv queue={queue} />
    </TopToolbar>
  );
  return (
    <List filters={filters} filterDefaultValues={{ audit: 0 }} sort={sort} actions={actions} exporter={false}>
      {small ? (
        <SimpleList<{ id: number }>
          empty={empty}
          primaryText={() => <SignupPerson />}
          secondaryText={() => <ReferenceField source={queue.parentKey} reference={parent} link={false} />}
          tertiaryText={() => (
            <>
              <AuditField source="audit" />
              {afterAudit && <> {afterAudit.tertiary}</>}
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={<BulkReviewButtons queue={queue} />}>
          <TextField source="id" />
          <ReferenceField source={queue.parentKey} reference={parent} sortable={false} link="show" />
          {signupPersonFields(queue.resource, false)}
          {beforeAudit}
          <AuditField source="audit" />
          {afterAudit?.column}
          <TimeField source={time} />
        </Datagrid>
      )}
    </List>
  );
}
