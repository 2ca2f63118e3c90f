import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from "react-admin";
import { ExamSessionFormSchema } from "@/api/contract/certification-booking";
import { DEFAULT_ENTRY_MINUTES, SITTING_MODE_LABELS, SITTING_MODES } from "@/api/contract/online-exam";

const MODE_CHOICES = SITTING_MODES.map((id) => ({ id, name: SITTING_MODE_LABELS[id] }));

/** A sitting: its exam, name, start, seats and the provider's exam link answered to booked candidates. */
function ExamSessionForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={valibotResolver(ExamSessionFormSchema)}
      defaultValues={{ seats: 30, url: "", mode: "online", closesAt: null }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="examId" reference="exams" sort={{ field: "id", order: "ASC" }}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="name" fullWidth />
      <DateTimeInput source="startAt" helperText="app.exam_sessions.start_help" />
      <NumberInput source="seats" helperText="app.exam_sessions.seats_help" />
      <SelectInput source="mode" choices={MODE_CHOICES} helperText="app.exam_sessions.mode_help" />
      <DateTimeInput source="closesAt" helperText={translate("app.exam_sessions.closes_help", { minutes: DEFAULT_ENTRY_MINUTES })} />
      <TextInput source="url" fullWidth helperText="app.exam_sessions.url_help" />
    </SimpleForm>
  );
}

export function ExamSessionCreate() {
  return (
    <Create redirect="show">
      <ExamSessionForm />
    </Create>
  );
}

export function ExamSessionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ExamSessionForm />
    </Edit>
  );
}
