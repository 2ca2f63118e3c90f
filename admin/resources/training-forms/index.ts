import { lazyScreen } from "../../components/lazy-screen";

/** A session's sign-up form: reached from the session's page, not the menu (no list). */
export default { edit: lazyScreen(() => import("./sign-up-form-edit"), "SignUpFormEdit"), recordRepresentation: "title" };
