import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { ActivityTaskSchema } from "@/api/contract/activity-admin";
import { TaskCreate as SharedTaskCreate, TaskEdit as SharedTaskEdit } from "../../components/task-screens";
import { ACTIVITY_TASKS } from "./tasks";

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

const form = {
  of: ACTIVITY_TASKS,
  schema: ActivityTaskSchema,
  defaultValues: { kind: "visit", trainingId: null, examId: null, score: 0, sort: 0 },
  kindHelp: "app.activity_tasks.kind_help",
  target: <TargetInput />,
  more: (
    <>
      <TextInput source="url" fullWidth helperText="app.activity_tasks.url_help" />
      <NumberInput source="score" min={0} />
    </>
  ),
};

export const TaskCreate = () => <SharedTaskCreate {...form} />;
export const TaskEdit = () => <SharedTaskEdit {...form} />;
