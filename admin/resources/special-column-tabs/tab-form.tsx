import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, DeleteButton, Edit, NumberInput, ReferenceField, SaveButton, SimpleForm, TextInput, Toolbar } from "react-admin";
import { SpecialTabSchema } from "@/api/contract/special-admin";
import { toSpecial } from "../../components/to-special";
import { TabItems } from "./tab-items";

const editToolbar = (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toSpecial} />
  </Toolbar>
);

/** A tab's name, audience and place; its column is fixed. */
function TabForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <SimpleForm
      resolver={valibotResolver(SpecialTabSchema)}
      defaultValues={{ sort: 0, roleId: 0 }}
      warnWhenUnsavedChanges
      toolbar={toolbar}
    >
      <ReferenceField source="specialColumnId" reference="special-columns" link="show" />
      <TextInput source="name" fullWidth />
      <NumberInput source="roleId" helperText="app.specials.role_help" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
    </SimpleForm>
  );
}

export function TabCreate() {
  return (
    <Create redirect="edit">
      <TabForm />
    </Create>
  );
}

/** Saving stays here: the tab's items are listed and added under its form. */
export function TabEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toSpecial}>
      <TabForm toolbar={editToolbar} />
      <TabItems />
    </Edit>
  );
}
