import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExamRegistrationRow } from "@/api/contract/certification-admin";
import { REGISTRATION_STATUS_LABELS } from "@/api/contract/exams-admin";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { BulkRegistrationReview } from "./review-buttons";
import { RegistrationStatusField } from "./status-field";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ status: "waitaudit" }} />;

const statusChoices = Object.entries(REGISTRATION_STATUS_LABELS).map(([id, name]) => ({ id, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="examId" source="examId" reference="exam-names" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/** The review queue: paid registrations waiting (待审核) first; select and 通过 or 驳回 together. */
export function RegistrationList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ status: "waitaudit" }} sort={{ field: "paidAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamRegistrationRow>
          empty={empty}
          primaryText={(r) => r.chineseName}
          secondaryText={() => <ReferenceField source="examId" reference="exam-names" link={false} />}
          tertiaryText={() => <RegistrationStatusField />}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={<BulkRegistrationReview />}>
          <TextField source="id" />
          <TextField source="chineseName" sortable={false} />
          <TextField source="companyName" sortable={false} />
          <ReferenceField source="examId" reference="exam-names" sortable={false} link={false} />
          <TextField source="phone" sortable={false} />
          <RegistrationStatusField source="status" />
          <TimeField source="paidAt" />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
