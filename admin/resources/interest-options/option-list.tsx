import { BooleanField, Datagrid, List, ReferenceField, SimpleList, TextField, useTranslate } from "react-admin";
import { INTEREST_CATE_LABELS } from "@/api/contract/interest";
import type { InterestOptionRow } from "@/api/contract/interest-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";
import { CateChips, CateField } from "./cates";

/** Sorted by category, then by id (the order they were built in): each question's options stand together. */
export function OptionList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "cateId", order: "ASC" }} perPage={50} exporter={false}>
      <CateChips />
      {small ? (
        <SimpleList<InterestOptionRow>
          primaryText={(o) => o.title}
          secondaryText={(o) => (
            <>
              {INTEREST_CATE_LABELS[o.cateId]}
              {o.parentId !== null && (
                <>
                  {" · 上级："}
                  <ReferenceField source="parentId" reference="interest-options" link={false} />
                </>
              )}
              {` · 值 ${o.value} · #${o.sort}`}
            </>
          )}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <CateField source="cateId" />
          <TextField source="title" />
          <ReferenceField source="parentId" reference="interest-options" link={false} emptyText={translate("app.interest.top_level")} />
          <TextField source="childTitle" />
          <TextField source="value" />
          <BooleanField source="exclusive" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
