import {
  Datagrid,
  EditButton,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  UrlField,
  useRecordContext,
} from "react-admin";
import type { LecturerSubmissionRow } from "@/api/contract/certification-requests-admin";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ status: "submitted" }} />;

export const LECTURER_STATUS_CHOICES = [
  { id: "submitted", name: "待审核" },
  { id: "accepted", name: "已采纳" },
  { id: "declined", name: "未采纳" },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={LECTURER_STATUS_CHOICES} alwaysOn />,
];

/** 处理 while a course waits; a decided one is settled (the lecturer has had the letter). */
function DecideButton() {
  const record = useRecordContext<LecturerSubmissionRow>();
  return record?.status === "submitted" ? <EditButton label="resources.lecturer-submissions.decide" /> : null;
}

/** Courses lecturers handed in as Weiyun folder links. */
export function LecturerList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<LecturerSubmissionRow>
          empty={empty}
          primaryText={(r) => r.coursename}
          secondaryText={(r) => r.yunlink}
          tertiaryText={() => <SelectField source="status" choices={LECTURER_STATUS_CHOICES} />}
          linkType="edit"
        />
      ) : (
        <Datagrid empty={empty} rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="userId" reference="users" link="show" sortable={false} />
          <TextField source="coursename" sortable={false} />
          <UrlField source="yunlink" target="_blank" rel="noopener noreferrer" sortable={false} />
          <SelectField source="status" choices={LECTURER_STATUS_CHOICES} />
          <TimeField source="createdAt" />
          <DecideButton />
        </Datagrid>
      )}
    </List>
  );
}
