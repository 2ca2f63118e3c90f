import DownloadIcon from "@mui/icons-material/Download";
import ListIcon from "@mui/icons-material/List";
import { Button as MuiButton, Stack } from "@mui/material";
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  EditButton,
  Labeled,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import { FIELD_TYPE_LABELS, QUESTION_TYPE_LABELS } from "../../../api/contract/activity-admin";
import { API_URL } from "../../providers/http";
import { TimeField } from "../../components/time-field";
import { AddChildButton } from "./add-child-button";
import { choicesOf } from "./choices";

type Activity = { id: number; title: string };

/** To the review queue filtered on this activity, and the CSV of its sign-ups. */
function SignupLinks() {
  const record = useRecordContext<Activity>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ activityId: record.id }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button component={Link} to={`${createPath({ resource: "activity-signups", type: "list" })}?filter=${filter}`} label="app.activities.review">
        <ListIcon />
      </Button>
      <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/activity-signups/export?activityId=${record.id}`} download>
        {translate("app.activities.export")}
      </MuiButton>
    </Stack>
  );
}

function AddStep() {
  const record = useRecordContext<Activity>();
  if (!record) return null;
  return <AddChildButton resource="activity-steps" values={{ activityId: record.id }} label="app.activities.add_step" />;
}

const actions = (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

export function ActivityShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <TextField source="cover" emptyText="—" />
        <TimeField source="startTime" />
        <TimeField source="endTime" />
        <TextField source="contents" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <BooleanField source="needApprove" />
        <BooleanField source="isShare" />
        <TextField source="agreement" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <ArrayField source="userDetailList">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="name" />
            <SelectField source="typeId" choices={choicesOf(FIELD_TYPE_LABELS)} />
            <BooleanField source="isRequireded" />
          </Datagrid>
        </ArrayField>
        <ArrayField source="surveyQuestions">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="questionName" />
            <SelectField source="questionType" choices={choicesOf(QUESTION_TYPE_LABELS)} />
            <BooleanField source="isRequireded" />
            <ArrayField source="surveyOptions" sortable={false}>
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>} header={() => null}>
                <TextField source="questionOption" />
              </Datagrid>
            </ArrayField>
          </Datagrid>
        </ArrayField>
        <Labeled label="app.activities.signups" fullWidth>
          <SignupLinks />
        </Labeled>
        <Labeled label="app.activities.steps" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="activity-steps" target="activityId" sort={{ field: "sort", order: "ASC" }} perPage={50}>
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
                <TextField source="sort" />
                <TextField source="title" />
              </Datagrid>
            </ReferenceManyField>
            <AddStep />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
