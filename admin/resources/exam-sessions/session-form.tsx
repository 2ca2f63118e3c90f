import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, DateTimeInput, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { ExamSessionFormSchema } from "@/api/contract/certification-booking";

/** A sitting: its exam, name, start, seats and the provider's exam link answered to booked candidates. */
function ExamSessionForm() {
  return (
    <SimpleForm resolver={valibotResolver(ExamSessionFormSchema)} defaultValues={{ seats: 30, url: "" }} warnWhenUnsavedChanges>
      <ReferenceInput source="examId" reference="exams" sort={{ field: "id", order: "ASC" }}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="name" fullWidth />
      <DateTimeInput source="startAt" helperText="app.exam_sessions.start_help" />
      <NumberInput source="seats" helperText="app.exam_sessions.seats_help" />
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
