import { valibotResolver } from "@hookform/resolvers/valibot";
import { Datagrid, List, NumberInput, SelectField, SelectInput, SimpleForm, SimpleList, TextField, TextInput } from "react-admin";
import { ContentCategorySchema, LIBRARY_LABELS } from "@/api/contract/content";
import type { ContentCategoryRow } from "@/api/contract/content-admin";
import { formScreens } from "../../components/content-library/form-screens";
import { useSmallScreen } from "../../components/use-small-screen";

const libraryChoices = Object.entries(LIBRARY_LABELS).map(([id, name]) => ({ id: Number(id), name }));

function CategoryForm() {
  return (
    <SimpleForm resolver={valibotResolver(ContentCategorySchema)} defaultValues={{ sort: 0 }}>
      <SelectInput source="lwId" choices={libraryChoices} sx={{ minWidth: 220 }} />
      <TextInput source="name" />
      <NumberInput source="sort" helperText="app.content.cate_sort_help" />
    </SimpleForm>
  );
}

export function CategoryList() {
  const small = useSmallScreen();
  const filters = [<SelectInput key="lwId" source="lwId" choices={libraryChoices} alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "lwId", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ContentCategoryRow>
          primaryText={(c) => c.name}
          secondaryText={(c) => `${LIBRARY_LABELS[c.lwId]} · #${c.sort}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <SelectField source="lwId" choices={libraryChoices} />
          <TextField source="name" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}

export const { create: CategoryCreate, edit: CategoryEdit } = formScreens(CategoryForm);
