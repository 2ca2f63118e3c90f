import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  DeleteButton,
  Edit,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  Toolbar,
} from "react-admin";
import { SpecialTabItemSchema } from "@/api/contract/special-admin";
import { toSpecialTab } from "../../components/to-special";

const editToolbar = (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toSpecialTab} />
  </Toolbar>
);

/** One live session or one course (the other left empty), and its place in the tab. */
function ItemForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <SimpleForm resolver={valibotResolver(SpecialTabItemSchema)} defaultValues={{ sort: 0 }} warnWhenUnsavedChanges toolbar={toolbar}>
      <ReferenceField source="tabId" reference="special-column-tabs" link="edit" />
      <ReferenceInput source="trainingId" reference="trainings" sort={{ field: "startAt", order: "DESC" }}>
        <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} helperText="app.specials.one_of_help" />
      </ReferenceInput>
      <ReferenceInput source="courseId" reference="courses" sort={{ field: "createdAt", order: "DESC" }}>
        <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} />
      </ReferenceInput>
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function ItemCreate() {
  return (
    <Create redirect={toSpecialTab}>
      <ItemForm />
    </Create>
  );
}

export function ItemEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toSpecialTab}>
      <ItemForm toolbar={editToolbar} />
    </Edit>
  );
}
