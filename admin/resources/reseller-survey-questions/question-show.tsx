import { Stack } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  Labeled,
  NumberField,
  ReferenceArrayField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from "react-admin";
import { SURVEY_TYPE_LABELS } from "@/api/contract/reseller-survey";
import { REGX_LABELS } from "@/api/contract/reseller-survey-admin";
import { AddChildButton } from "../../components/add-child-button";
import { choicesOf, textChoicesOf } from "../../components/choices";

function AddOption() {
  const q = useRecordContext<{ id: number }>();
  return q ? (
    <AddChildButton resource="reseller-survey-options" values={{ questionId: q.id, sort: 0 }} label="app.reseller_survey.add_option" />
  ) : null;
}

/** A question, and its options (a fill question's fields) with the follow-ups each reveals. */
export function SurveyQuestionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="description" emptyText="—" />
        <SelectField source="type" choices={choicesOf(SURVEY_TYPE_LABELS)} />
        <NumberField source="sort" />
        <BooleanField source="isRequired" />
        <BooleanField source="isHide" />
        <Labeled label="app.reseller_survey.options" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="reseller-survey-options" target="questionId" sort={{ field: "sort", order: "ASC" }} perPage={50}>
              <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
                <NumberField source="sort" />
                <TextField source="title" />
                <ReferenceArrayField source="joinShowQuestionId" reference="reseller-survey-questions" emptyText="—" />
                <SelectField source="regx" choices={textChoicesOf(REGX_LABELS)} />
              </Datagrid>
            </ReferenceManyField>
            <AddOption />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
