import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  ShowButton,
  SimpleList,
  TextField,
} from "react-admin";
import type { ExamAttemptRow } from "@/api/contract/online-exam-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { AttemptStatusChip, END_CHOICES, endReasonText, STATUS_CHOICES, scoreText, violationsText } from "./labels";

const filters = [
  <ReferenceInput key="examId" source="examId" reference="exam-names" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <NullableBooleanInput key="proctored" source="proctored" alwaysOn />,
  <SelectInput key="endReason" source="endReason" choices={END_CHOICES} />,
  <BooleanInput key="violated" source="violated" />,
];

/** Short columns kept on one line, so the names and times wrap instead. */
const NOWRAP = {
  "& .column-chineseName, & .column-endReason, & .column-status, & .column-violations, & .column-score, & .column-proctored": {
    whiteSpace: "nowrap",
  },
  "& .column-examName, & .column-sessionName": { minWidth: 112 },
};

/** 监考记录: every in-house attempt, newest first, with what the integrity review looks at. */
export function AttemptList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "startedAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamAttemptRow>
          primaryText={(r) => `${r.chineseName} · ${r.examName}`}
          secondaryText={(r) => `${endReasonText(r)} · ${scoreText(r)}`}
          tertiaryText={() => <AttemptStatusChip />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} sx={NOWRAP}>
          <TextField source="examName" sortable={false} />
          <TextField source="sessionName" sortable={false} />
          <TextField source="chineseName" sortable={false} />
          <TimeField source="startedAt" />
          <TimeField source="endedAt" emptyText="—" />
          <FunctionField<ExamAttemptRow> source="endReason" sortable={false} render={endReasonText} />
          <AttemptStatusChip source="status" label="resources.exam-attempts.fields.status" />
          <FunctionField<ExamAttemptRow> source="violations" render={violationsText} />
          <BooleanField source="proctored" sortable={false} />
          <FunctionField<ExamAttemptRow> source="score" render={scoreText} />
          <ShowButton />
        </Datagrid>
      )}
    </List>
  );
}
