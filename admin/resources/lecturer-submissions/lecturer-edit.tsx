import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SelectInput, SimpleForm, TextInput } from "react-admin";
import { LecturerReviewSchema } from "../../../api/contract/certification-requests-admin";
import { LECTURER_STATUS_CHOICES } from "./lecturer-list";
import { decisionToolbar } from "../paper-certificates/decision-toolbar";

/** Accept or decline a lecturer's course after opening its link. */
export function LecturerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(LecturerReviewSchema)}>
        <TextInput source="coursename" readOnly fullWidth />
        <TextInput source="yunlink" readOnly fullWidth />
        <SelectInput source="status" choices={LECTURER_STATUS_CHOICES.slice(1)} />
      </SimpleForm>
    </Edit>
  );
}
