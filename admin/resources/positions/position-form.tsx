import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import {
  AutocompleteArrayInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
} from "react-admin";
import { ANY } from "@/api/contract/zhaopin";
import { PositionSchema } from "@/api/contract/zhaopin-admin";
import { RegionInputs } from "../../components/region-inputs";
import { EDUCATION_CHOICES, POSITION_TYPE_CHOICES, WORK_STYLE_CHOICES, WORK_YEARS_CHOICES } from "../../components/zhaopin-choices";

const defaults = {
  salaryMin: 0,
  salaryMax: 0,
  education: ANY,
  workYears: ANY,
  workStyle: "全职",
  tags: [],
  preferredExamIds: [],
  headcount: 0,
  address: "",
  expiresAt: null,
};

/** A position's fields, checked with the api's own schema (its Chinese messages); saved as a draft until published. */
function PositionForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(PositionSchema)}
      defaultValues={defaults}
      warnWhenUnsavedChanges
      // Positions are closed, never deleted: applications keep pointing at them.
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" fullWidth />
      <SelectInput source="positionType" choices={POSITION_TYPE_CHOICES} />
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <NumberInput source="salaryMin" min={0} helperText="app.positions.salary_help" />
        <NumberInput source="salaryMax" min={0} />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <SelectInput source="education" choices={EDUCATION_CHOICES} />
        <SelectInput source="workYears" choices={WORK_YEARS_CHOICES} />
        <SelectInput source="workStyle" choices={WORK_STYLE_CHOICES} />
      </Box>
      <TextArrayInput source="tags" helperText="app.positions.tags_help" fullWidth />
      {/* exam-names: an enterprise account reads the exams' names, nothing else of them. */}
      <ReferenceArrayInput source="preferredExamIds" reference="exam-names" perPage={100}>
        <AutocompleteArrayInput helperText="app.positions.preferred_help" fullWidth />
      </ReferenceArrayInput>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <RegionInputs />
      </Box>
      <TextInput source="address" fullWidth />
      <TextInput source="description" multiline minRows={6} fullWidth />
      <NumberInput source="headcount" min={0} helperText="app.positions.headcount_help" />
      <DateTimeInput source="expiresAt" helperText="app.positions.expires_help" />
    </SimpleForm>
  );
}

export function PositionCreate() {
  return (
    <Create redirect="show">
      <PositionForm />
    </Create>
  );
}

export function PositionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <PositionForm />
    </Edit>
  );
}
