import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, Edit, SimpleForm, TextInput } from "react-admin";
import { OauthPartnerSchema } from "@/api/contract/partner-login-admin";

function PartnerForm() {
  return (
    <SimpleForm resolver={valibotResolver(OauthPartnerSchema)} defaultValues={{ enabled: true }} warnWhenUnsavedChanges>
      <TextInput source="name" fullWidth />
      <TextInput source="redirectUrl" fullWidth helperText="app.oauth_partners.redirect_help" />
      <BooleanInput source="enabled" />
    </SimpleForm>
  );
}

/** Made without a secret: 生成新密钥 on its page issues the first. */
export function PartnerCreate() {
  return (
    <Create redirect="show">
      <PartnerForm />
    </Create>
  );
}

export function PartnerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <PartnerForm />
    </Edit>
  );
}
