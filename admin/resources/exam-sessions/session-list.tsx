import {
  AutocompleteInput,
  BooleanInput,
  Datagrid,
  DateInput,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import type { ExamSessionRow } from "@/api/contract/certification-admin";
import { chinaShortDateTime } from "../../components/china-time";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** Sittings by exam and Beijing date, soonest first, with the seats taken. */
export function ExamSessionList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [
    <ReferenceInput key="examId" source="examId" reference="exams" alwaysOn>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <DateInput key="date" source="date" alwaysOn />,
    <BooleanInput key="upcoming" source="upcoming" alwaysOn />,
    <SearchInput key="q" source="q" placeholder={translate("resources.exam-sessions.fields.q")} />,
  ];
  return (
    <List filters={filters} filterDefaultValues={{ upcoming: true }} sort={{ field: "startAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamSessionRow>
          primaryText={(s) => s.name}
          secondaryText={(s) =>
            `${chinaShortDateTime(s.startAt)} · ${translate("app.exam_sessions.taken", { taken: s.seatsTaken, seats: s.seats })}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="examId" reference="exams" link={false} />
          <TextField source="name" />
          <TimeField source="startAt" />
          <NumberField source="seats" />
          <NumberField source="seatsTaken" />
          <NumberField source="seatsLeft" />
        </Datagrid>
      )}
    </List>
  );
}
