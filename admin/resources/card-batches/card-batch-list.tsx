import { BooleanField, Datagrid, List, NumberField, ReferenceField, SearchInput, SimpleList, TextField, useTranslate } from "react-admin";
import type { CardBatchRow } from "@/api/contract/binding-admin";
import { chinaDay } from "../../components/china-time";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** Learning-card batches, newest first, with how many cards are bound. */
export function CardBatchList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.card-batches.fields.q")} />];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CardBatchRow>
          primaryText={(b) => b.name}
          secondaryText={(b) => translate("app.card_batches.bound_of", { bound: b.boundCount, count: b.count })}
          tertiaryText={(b) => chinaDay(b.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" sortable={false} />
          <NumberField source="count" />
          <NumberField source="boundCount" sortable={false} />
          <BooleanField source="disabled" sortable={false} />
          <ReferenceField source="createdBy" reference="users" link={false} emptyText="—" sortable={false} />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
