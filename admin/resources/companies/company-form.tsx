import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, Edit, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { CompanySchema } from "@/api/contract/admin";

function CompanyForm() {
  return (
    <SimpleForm resolver={valibotResolver(CompanySchema)} warnWhenUnsavedChanges>
      <TextInput source="companyName" />
      <ReferenceInput source="mainCompanyId" reference="main-companies">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
    </SimpleForm>
  );
}

export function CompanyCreate() {
  return (
    <Create redirect="show">
      <CompanyForm />
    </Create>
  );
}

export function CompanyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CompanyForm />
    </Edit>
  );
}
