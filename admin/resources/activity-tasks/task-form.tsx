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
import { ActivityTaskSchema, TASK_KIND_LABELS } from "@/api/contract/activity-admin";
import { textChoicesOf } from "../../components/choices";

/** After a save, back to the step the task belongs to. */
const toStep: RedirectionSideEffect = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.stepId ? `activity-steps/${data.stepId}/show` : "activity-tasks";

const kinds = textChoicesOf(TASK_KIND_LABELS);

/** The session of a live task or the exam of an exam task: what the person must enter or pass. */
function TargetInput() {
  const kind = useWatch({ name: "kind" });
  if (kind === "live")
    return (
      <ReferenceInput source="trainingId" reference="trainings" sort={{ field: "startAt", order: "DESC" }}>
        <AutocompleteInput optionText="title" helperText="app.activity_tasks.live_help" sx={{ minWidth: 320 }} />
      </ReferenceInput>
    );
  if (kind === "exam")
    return (
      <ReferenceInput source="examId" reference="exams">
        <AutocompleteInput optionText="name" helperText="app.activity_tasks.exam_help" sx={{ minWidth: 320 }} />
      </ReferenceInput>
    );
  return null;
}

function TaskForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(ActivityTaskSchema)}
      defaultValues={{ kind: "visit", trainingId: null, examId: null, score: 0, sort: 0 }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="stepId" reference="activity-steps">
        <AutocompleteInput optionText="title" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <SelectInput source="kind" choices={kinds} helperText="app.activity_tasks.kind_help" sx={{ minWidth: 320 }} />
      <TargetInput />
      <TextInput source="url" fullWidth helperText="app.activities.url_help" />
      <NumberInput source="score" min={0} />
      <NumberInput source="sort" min={0} />
    </SimpleForm>
  );
}

export function TaskCreate() {
  return (
    <Create redirect={toStep}>
      <TaskForm />
    </Create>
  );
}

export function TaskEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toStep}>
      <TaskForm />
    </Edit>
  );
}
