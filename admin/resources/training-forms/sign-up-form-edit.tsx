import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SaveButton, TabbedForm, Toolbar } from "react-admin";
import { TRAINING_FIELD_LABELS, TrainingSignUpFormSchema } from "@/api/contract/training-admin";
import { choicesOf } from "../../components/choices";
import { signUpFormTabs } from "../../components/sign-up-form-inputs";

const fieldTypes = choicesOf(TRAINING_FIELD_LABELS);

/** Saved only: the form goes with its session, never on its own. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The profile fields a session's sign-up asks for, and its survey; saved, it goes back to the session. */
export function SignUpFormEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={(_resource, id) => `trainings/${id}/show`}>
      <TabbedForm resolver={valibotResolver(TrainingSignUpFormSchema)} toolbar={toolbar} warnWhenUnsavedChanges>
        {signUpFormTabs("app.trainings", fieldTypes)}
      </TabbedForm>
    </Edit>
  );
}
