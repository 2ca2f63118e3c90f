import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  Labeled,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
} from "react-admin";
import { ROLE_LABELS, UserUpdateSchema } from "@/api/contract/admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";

/** Everyone is a person; the back office grants the other roles. */
const grantable = Object.keys(ROLE_LABELS)
  .filter((id) => id !== "person")
  .map((id) => ({ id, name: `app.roles.${id}` }));

/** Accounts are never deleted from here (they hold sign-ups, exams, orders); an operator disables them instead. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={valibotResolver(UserUpdateSchema)} toolbar={toolbar} warnWhenUnsavedChanges>
        <Labeled>
          <MobileField source="mobile" />
        </Labeled>
        <Labeled>
          <TimeField source="createdAt" />
        </Labeled>
        <TextInput source="chineseName" />
        <TextInput source="companyName" />
        <CheckboxGroupInput source="roles" choices={grantable} helperText="app.users.roles_help" />
        <ReferenceInput source="companyId" reference="companies">
          <AutocompleteInput optionText="companyName" />
        </ReferenceInput>
        <BooleanInput source="disabled" />
      </SimpleForm>
    </Edit>
  );
}
