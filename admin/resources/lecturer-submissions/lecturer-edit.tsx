import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { LecturerReviewSchema } from "@/api/contract/certification-requests-admin";
import { decisionToolbar } from "../../components/decision-toolbar";
import { LECTURER_STATUS_CHOICES } from "./lecturer-list";

/** Accept or decline a lecturer's course after opening its link, once; the lecturer gets a letter. */
export function LecturerEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(LecturerReviewSchema)}>
        <TextInput source="coursename" readOnly fullWidth />
        <TextInput source="yunlink" readOnly fullWidth />
        <SelectInput
          source="status"
          choices={LECTURER_STATUS_CHOICES.slice(1)}
          helperText={translate("resources.lecturer-submissions.decision_help")}
        />
      </SimpleForm>
    </Edit>
  );
}
