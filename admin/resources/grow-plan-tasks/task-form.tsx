import { AutocompleteInput, ReferenceInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { GrowPlanTaskSchema } from "@/api/contract/growplan-admin";
import { TaskCreate, TaskEdit } from "../../components/task-screens";
import { GROW_PLAN_TASKS } from "./tasks";

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

const form = {
  of: GROW_PLAN_TASKS,
  schema: GrowPlanTaskSchema,
  defaultValues: { kind: "course", courseId: null, trainingId: null, examId: null, sort: 0 },
  target: <TargetInput />,
};

export const GrowTaskCreate = () => <TaskCreate {...form} />;
export const GrowTaskEdit = () => <TaskEdit {...form} />;
