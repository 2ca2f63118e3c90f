import {
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import type { HelpEntryRow } from "@/api/contract/help-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** The FAQ with its votes: an entry many find unhelpful is the one to rewrite. */
export function HelpEntryList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="categoryId" source="categoryId" reference="help-categories" sort={{ field: "sort", order: "ASC" }}>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <BooleanInput key="published" source="published" />,
  ];
  return (
    <List filters={filters} sort={{ field: "categoryId", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<HelpEntryRow>
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
