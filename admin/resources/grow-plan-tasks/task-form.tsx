import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  Edit,
  NumberInput,
  type RaRecord,
  type RedirectionSideEffect,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { GROW_TASK_KIND_LABELS } from "@/api/contract/growplan";
import { GrowPlanTaskSchema } from "@/api/contract/growplan-admin";
import { textChoicesOf } from "../../components/choices";

/** After a save, back to the stage the task belongs to. */
const toStep: RedirectionSideEffect = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.stepId ? `grow-plan-steps/${data.stepId}/show` : "grow-plan-tasks";

const kinds = textChoicesOf(GROW_TASK_KIND_LABELS);

/** The course, session or exam the task sends the learner to, by its kind. */
function TargetInput() {
  const kind = useWatch({ name: "kind" });
  if (kind === "course")
    return (
      <ReferenceInput source="courseId" reference="grow-plan-courses" sort={{ field: "id", order: "DESC" }}>
        <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} />
      </ReferenceInput>
    );
  if (kind === "live")
    return (
      <ReferenceInput source="trainingId" reference="trainings" sort={{ field: "startAt", order: "DESC" }}>
        <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} />
      </ReferenceInput>
    );
  return (
    <ReferenceInput source="examId" reference="exams">
      <AutocompleteInput optionText="name" sx={{ minWidth: 320 }} />
    </ReferenceInput>
  );
}

function TaskForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(GrowPlanTaskSchema)}
      defaultValues={{ kind: "course", courseId: null, trainingId: null, examId: null, sort: 0 }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="stepId" reference="grow-plan-steps">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <SelectInput source="kind" choices={kinds} sx={{ minWidth: 320 }} />
      <TargetInput />
      <NumberInput source="sort" min={0} />
    </SimpleForm>
  );
}

export function GrowTaskCreate() {
  return (
    <Create redirect={toStep}>
      <TaskForm />
    </Create>
  );
}

export function GrowTaskEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toStep}>
      <TaskForm />
    </Edit>
  );
}
