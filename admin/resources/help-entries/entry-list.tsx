import {
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

type HelpEntry = { id: number; question: string; helpful: number; unhelpful: number; published: boolean };

/** The FAQ with its votes: an entry many find unhelpful is the one to rewrite. */
export function HelpEntryList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.help-entries.fields.q")} />,
    <ReferenceInput key="categoryId" source="categoryId" reference="help-categories" sort={{ field: "sort", order: "ASC" }}>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <BooleanInput key="published" source="published" />,
  ];
  return (
    <List filters={filters} sort={{ field: "categoryId", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<HelpEntry>
          primaryText={(e) => e.question}
          secondaryText={(e) => translate("app.help.votes", { helpful: e.helpful, unhelpful: e.unhelpful })}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="categoryId" reference="help-categories" link={false} />
          <TextField source="question" />
          <TextField source="helpful" />
          <TextField source="unhelpful" />
          <BooleanField source="published" />
          <TextField source="sort" />
          <TimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
}
