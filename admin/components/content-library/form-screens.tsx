import type { ComponentType } from "react";
import { Create, Edit } from "react-admin";

/** Create and edit screens around one form, back to the list after saving (the content resources share them). */
export function formScreens(Form: ComponentType) {
  return {
    create: () => (
      <Create redirect="list">
        <Form />
      </Create>
    ),
    edit: () => (
      <Edit mutationMode="pessimistic" redirect="list">
        <Form />
      </Edit>
    ),
  };
}
