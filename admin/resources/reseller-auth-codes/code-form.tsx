import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, DateTimeInput, Edit, NumberInput, SimpleForm, TextInput } from "react-admin";
import { ResellerAuthCodeSchema } from "@/api/contract/partner-login-admin";

function CodeForm() {
  return (
    <SimpleForm resolver={valibotResolver(ResellerAuthCodeSchema)} defaultValues={{ enabled: true, maxUses: 0 }} warnWhenUnsavedChanges>
      <TextInput source="resellerName" fullWidth />
      <NumberInput source="maxUses" min={0} step={1} />
      <DateTimeInput source="expiresAt" />
      <BooleanInput source="enabled" />
    </SimpleForm>
  );
}

/** Made without a code: 生成授权码 on its page issues one and shows its login link once. */
export function ResellerCodeCreate() {
  return (
    <Create redirect="show">
      <CodeForm />
    </Create>
  );
}

export function ResellerCodeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CodeForm />
    </Edit>
  );
}
