import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  BooleanField,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import { ARTICLE_TYPE_LABELS, ContentArticleSchema } from "@/api/contract/content";
import type { ContentItemRow } from "@/api/contract/content-admin";
import { formScreens } from "../../components/content-library/form-screens";
import { ITEM_DEFAULTS, ItemFields } from "../../components/content-library/item-fields";
import { useSmallScreen } from "../../components/use-small-screen";

const typeChoices = Object.entries(ARTICLE_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));

function ArticleForm() {
  return (
    <SimpleForm resolver={valibotResolver(ContentArticleSchema)} defaultValues={{ ...ITEM_DEFAULTS, types: 1 }}>
      <ReferenceInput source="solutionId" reference="content-solutions" sort={{ field: "sort", order: "DESC" }}>
        <SelectInput optionText="title" sx={{ minWidth: 320 }} />
      </ReferenceInput>
      <SelectInput source="types" choices={typeChoices} sx={{ minWidth: 220 }} />
      <ItemFields />
    </SimpleForm>
  );
}

export function ArticleList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.content.search_title")} />,
    <ReferenceInput key="solutionId" source="solutionId" reference="content-solutions">
      <SelectInput optionText="title" />
    </ReferenceInput>,
    <SelectInput key="types" source="types" choices={typeChoices} />,
  ];
  return (
    <List filters={filters} sort={{ field: "sort", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<ContentItemRow> primaryText={(a) => a.title} secondaryText={(a) => ARTICLE_TYPE_LABELS[a.types]} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="solutionId" reference="content-solutions" link={false}>
            <TextField source="title" />
          </ReferenceField>
          <SelectField source="types" choices={typeChoices} />
          <BooleanField source="published" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}

export const { create: ArticleCreate, edit: ArticleEdit } = formScreens(ArticleForm);
