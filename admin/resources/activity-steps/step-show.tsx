import { Stack } from "@mui/material";
import { Datagrid, Labeled, ReferenceManyField, SelectField, TextField, UrlField } from "react-admin";
import { TASK_KIND_LABELS, WHERE_TYPE_LABELS } from "@/api/contract/activity-admin";
import { choicesOf } from "../../components/choices";
import { AddStepChild, StepShow as SharedStepShow } from "../../components/step-screens";
import { ACTIVITY } from "./parent";

const tasks = {
  reference: "activity-tasks",
  kinds: TASK_KIND_LABELS,
  label: "app.activities.tasks",
  addLabel: "app.activities.add_task",
  score: true,
};

const taskColumns = [
  <UrlField key="url" source="url" target="_blank" onClick={(e) => e.stopPropagation()} />,
  <TextField key="score" source="score" />,
];

/** A step with its tasks and, since a special topic's step may pay one, its medal. */
export function StepShow() {
  return (
    <SharedStepShow parent={ACTIVITY} tasks={tasks} taskColumns={taskColumns}>
      <Labeled label="app.activities.medal" fullWidth>
        <Stack sx={{ alignItems: "flex-start" }}>
          <ReferenceManyField reference="medals" target="stepId" perPage={1}>
            <Datagrid rowClick="show" bulkActionButtons={false} empty={<AddStepChild resource="medals" label="app.activities.add_medal" />}>
              <TextField source="name" />
              <SelectField source="whereType" choices={choicesOf(WHERE_TYPE_LABELS)} />
            </Datagrid>
          </ReferenceManyField>
        </Stack>
      </Labeled>
    </SharedStepShow>
  );
}
