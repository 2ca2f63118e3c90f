import { Datagrid, List, SimpleList, TextField } from "react-admin";
import { type LearningTagRow, TAG_KIND_LABELS } from "@/api/contract/learning-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";
import { KindChips, KindField } from "./kinds";

export function TagList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "kind", order: "ASC" }} perPage={25} exporter={false}>
      <KindChips />
      {small ? (
        <SimpleList<LearningTagRow>
          primaryText={(t) => t.name}
          secondaryText={(t) => `${TAG_KIND_LABELS[t.kind]} · #${t.sort}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <KindField source="kind" />
          <TextField source="name" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
