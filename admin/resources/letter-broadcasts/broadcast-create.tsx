import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { LetterBroadcastSchema } from "@/api/contract/letters-admin";
import { audienceChoices, roleChoices } from "./audience";

type Person = { chineseName: string; mobile: string };
const personText = (u: Person) => (u.chineseName ? `${u.chineseName}（${u.mobile}）` : u.mobile);

/** The recipient input the chosen audience needs: a person, a role, or none. */
function RecipientInput({ audience }: { audience: string }) {
  if (audience === "user") {
    return (
      <ReferenceInput source="userId" reference="users">
        <AutocompleteInput optionText={personText} filterToQuery={(q) => ({ q })} sx={{ minWidth: 280 }} />
      </ReferenceInput>
    );
  }
  if (audience === "role") return <SelectInput source="role" choices={roleChoices} sx={{ minWidth: 220 }} />;
  return null;
}

/** 发送站内信: sending is final (letters are not recalled), so the form is the whole step. */
export function BroadcastCreate() {
  return (
    <Create redirect="show" title="app.letters.create_title">
      <SimpleForm resolver={valibotResolver(LetterBroadcastSchema)} defaultValues={{ audience: "user", link: "" }}>
        <RadioButtonGroupInput source="audience" choices={audienceChoices} />
        <FormDataConsumer<{ audience: string }>>{({ formData }) => <RecipientInput audience={formData.audience} />}</FormDataConsumer>
        <TextInput source="title" fullWidth />
        <TextInput source="content" multiline minRows={5} fullWidth />
        <TextInput source="link" fullWidth helperText="app.letters.link_help" />
      </SimpleForm>
    </Create>
  );
}
