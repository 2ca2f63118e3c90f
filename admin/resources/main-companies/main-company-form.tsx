import { valibotResolver } from "@hookform/resolvers/valibot";
import { Create, Edit, SimpleForm, TextInput } from "react-admin";
import { MainCompanySchema } from "@/api/contract/admin";

function MainCompanyForm() {
  return (
    <SimpleForm resolver={valibotResolver(MainCompanySchema)} warnWhenUnsavedChanges>
      <TextInput source="name" />
    </SimpleForm>
  );
}

export function MainCompanyCreate() {
  return (
    <Create redirect="list">
      <MainCompanyForm />
    </Create>
  );
}

export function MainCompanyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <MainCompanyForm />
    </Edit>
  );
}
