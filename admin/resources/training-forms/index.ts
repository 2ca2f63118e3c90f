import { SignUpFormEdit } from "./sign-up-form-edit";

/** A session's sign-up form: reached from the session's page, not the menu (no list). */
export default { edit: SignUpFormEdit, recordRepresentation: "title" };
