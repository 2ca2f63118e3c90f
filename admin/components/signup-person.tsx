import { ReferenceField, TextField } from "react-admin";
import { MobileField } from "./mobile-field";

/** A sign-up's person on one line (a phone's list row): name and number from their user record. */
export function SignupPerson() {
  return (
    <ReferenceField source="userId" reference="users" link={false}>
      <TextField source="chineseName" emptyText="—" /> <MobileField source="mobile" />
    </ReferenceField>
  );
}

/**
 * A sign-up's person as two columns or rows of a Datagrid or show page: the name (linked to the user where `nameLink`
 * says) and the number, under the resource's "mobile" label. An array, since Datagrid reads its columns off its children.
 */
export function signupPersonFields(resource: string, nameLink: "show" | false) {
  return [
    <ReferenceField key="name" source="userId" reference="users" sortable={false} link={nameLink}>
      <TextField source="chineseName" emptyText="—" />
    </ReferenceField>,
    <ReferenceField
      key="mobile"
      source="userId"
      reference="users"
      sortable={false}
      link={false}
      label={`resources.${resource}.fields.mobile`}
    >
      <MobileField source="mobile" />
    </ReferenceField>,
  ];
}
