import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, SimpleList, TextField, useTranslate } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import type { LetterBroadcastRow } from "@/api/contract/letters-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { audienceChoices, audienceText } from "./audience";

/** Letters sent from the back office, newest first. */
export function BroadcastList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="audience" source="audience" choices={audienceChoices} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<LetterBroadcastRow>
          primaryText={(b) => b.title}
          secondaryText={(b) => `${audienceText(b)} · ${translate("app.letters.recipients", { smart_count: b.recipients })}`}
          tertiaryText={(b) => chinaTime(b.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TimeField source="createdAt" />
          <TextField source="title" sortable={false} />
          <FunctionField<LetterBroadcastRow> source="audience" sortable={false} render={audienceText} />
          <NumberField source="recipients" />
          <ReferenceField source="sentBy" reference="users" link={false} sortable={false}>
            <TextField source="chineseName" emptyText="—" />
          </ReferenceField>
        </Datagrid>
      )}
    </List>
  );
}
