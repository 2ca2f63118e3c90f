import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import {
  AutocompleteInput,
  Create,
  Edit,
  Labeled,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetOne,
  useRecordContext,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { GRADE_ITEMS } from "@/api/contract/grading";
import { GradeQuestionEditSchema, type GradeQuestionRow, GradeQuestionSchema } from "@/api/contract/grading-admin";

const defaults = { title: "", lecturer: "", items: Array.from({ length: GRADE_ITEMS }, () => ""), sort: 0 };

/** The lecturer choice: the chosen session's lecturers, or 整场课程 (''). */
function LecturerInput({ trainingId }: { trainingId: number | undefined }) {
  const { data } = useGetOne<{ id: number; lecturers: { name: string }[] }>("trainings", { id: trainingId }, { enabled: !!trainingId });
  const choices = [{ id: "", name: "整场课程" }, ...(data?.lecturers ?? []).map((l) => ({ id: l.name, name: l.name }))];
  return <SelectInput source="lecturer" choices={choices} emptyValue="" helperText="app.grading.lecturer_help" sx={{ minWidth: 240 }} />;
}

function QuestionFields({ trainingId }: { trainingId: number | undefined }) {
  return (
    <>
      <TextInput source="title" fullWidth />
      <LecturerInput trainingId={trainingId} />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 2, width: "100%" }}>
        {defaults.items.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four item places are fixed
          <TextInput key={i} source={`items.${i}`} label={`评分项 ${i + 1}`} fullWidth />
        ))}
      </Box>
      <NumberInput source="sort" helperText="app.grading.sort_help" />
    </>
  );
}

function CreateFields() {
  const trainingId = useWatch<{ trainingId?: number }>({ name: "trainingId" });
  return (
    <>
      <ReferenceInput source="trainingId" reference="trainings" sort={{ field: "startAt", order: "DESC" }}>
        <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} />
      </ReferenceInput>
      <QuestionFields trainingId={trainingId} />
    </>
  );
}

function EditFields() {
  const record = useRecordContext<GradeQuestionRow>();
  return (
    <>
      <Labeled>
        <ReferenceField source="trainingId" reference="trainings" link={false} />
      </Labeled>
      <QuestionFields trainingId={record?.trainingId} />
    </>
  );
}

export function GradeQuestionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm resolver={valibotResolver(GradeQuestionSchema)} defaultValues={defaults} warnWhenUnsavedChanges>
        <CreateFields />
      </SimpleForm>
    </Create>
  );
}

/** The session stays: answers already given belong to it. */
export function GradeQuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={valibotResolver(GradeQuestionEditSchema)} warnWhenUnsavedChanges>
        <EditFields />
      </SimpleForm>
    </Edit>
  );
}
