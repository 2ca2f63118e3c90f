import { Datagrid, FunctionField, List, NumberField, ReferenceField, SelectInput, SimpleList, TextField, useTranslate } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { audienceChoices, audienceText } from "./audience";

type Broadcast = { id: number; title: string; audience: string; role: string | null; recipients: number; createdAt: string };

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
        <SimpleList<Broadcast>
          primaryText={(b) => b.title}
          secondaryText={(b) => `${audienceText(b)} · ${translate("app.letters.recipients", { smart_count: b.recipients })}`}
          tertiaryText={(b) => chinaTime(b.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TimeField source="createdAt" />
          <TextField source="title" sortable={false} />
          <FunctionField<Broadcast> source="audience" sortable={false} render={audienceText} />
          <NumberField source="recipients" />
          <ReferenceField source="sentBy" reference="users" link={false} sortable={false}>
            <TextField source="chineseName" emptyText="—" />
          </ReferenceField>
        </Datagrid>
      )}
    </List>
  );
}
