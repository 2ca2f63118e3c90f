import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  BooleanField,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import { ContentItemSchema } from "@/api/contract/content";
import { TimeField } from "../time-field";
import { useSmallScreen } from "../use-small-screen";
import { ITEM_DEFAULTS, ItemFields } from "./item-fields";

type Item = { id: number; title: string; published: boolean; sort: number };

/** The library's categories, to file an item under. */
function CategoryInput({ lwId }: { lwId: number }) {
  return (
    <ReferenceInput source="cateId" reference="content-categories" filter={{ lwId }} sort={{ field: "sort", order: "ASC" }}>
      <SelectInput optionText="name" sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

export function ItemForm({ lwId }: { lwId: number }) {
  return (
    <SimpleForm resolver={valibotResolver(ContentItemSchema)} defaultValues={ITEM_DEFAULTS}>
      <CategoryInput lwId={lwId} />
      <ItemFields />
    </SimpleForm>
  );
}

export function ItemList({ lwId }: { lwId: number }) {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.content.search_title")} />,
    <ReferenceInput key="cateId" source="cateId" reference="content-categories" filter={{ lwId }}>
      <SelectInput optionText="name" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "sort", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<Item>
          primaryText={(i) => i.title}
          secondaryText={(i) => `${i.published ? translate("app.content.published") : translate("app.content.draft")} · #${i.sort}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="cateId" reference="content-categories" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <BooleanField source="published" />
          <TextField source="sort" />
          <TimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
}
