import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { InterestOptionSchema } from "@/api/contract/interest";
import { cateChoices } from "./cates";

/** The parent choice: options of the form's category (the api refuses the option itself and those below it). */
function ParentInput() {
  const cateId = useWatch({ name: "cateId" });
  return (
    <ReferenceInput source="parentId" reference="interest-options" filter={{ cateId }} sort={{ field: "id", order: "ASC" }} perPage={100}>
      <AutocompleteInput optionText="title" disabled={!cateId} helperText="app.interest.parent_help" sx={{ minWidth: 280 }} />
    </ReferenceInput>
  );
}

function OptionForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(InterestOptionSchema)}
      defaultValues={{ parentId: null, value: 0, sort: 0, exclusive: false, isOther: false, childTitle: "", childMultiple: false }}
    >
      <SelectInput source="cateId" choices={cateChoices} sx={{ minWidth: 220 }} />
      <ParentInput />
      <TextInput source="title" />
      <NumberInput source="value" helperText="app.interest.value_help" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
      <BooleanInput source="exclusive" helperText="app.interest.exclusive_help" />
      <BooleanInput source="isOther" />
      <TextInput source="childTitle" helperText="app.interest.child_title_help" />
      <BooleanInput source="childMultiple" />
    </SimpleForm>
  );
}

export function OptionCreate() {
  return (
    <Create redirect="list">
      <OptionForm />
    </Create>
  );
}

export function OptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <OptionForm />
    </Edit>
  );
}
