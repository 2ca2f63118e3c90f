import { Datagrid, List, NumberField, SearchInput, SimpleList, TextField, useTranslate } from "react-admin";
import { TimeField } from "./time-field";
import { useSmallScreen } from "./use-small-screen";

type Term = { id: number; term: string; searches: number; searchers: number; results: number; lastAt: string };

/**
 * A list of this week's search terms (the search report), most searched first. Both report screens use it: the
 * top queries, and the queries that found nothing.
 */
export function SearchTermList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate("app.search_report.q")} />];
  return (
    <List filters={filters} sort={{ field: "searches", order: "DESC" }} exporter={false} perPage={25}>
      {small ? (
        <SimpleList<Term>
          primaryText={(t) => t.term}
          secondaryText={(t) =>
            translate("app.search_report.summary", { searches: t.searches, searchers: t.searchers, results: t.results })
          }
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="term" />
          <NumberField source="searches" />
          <NumberField source="searchers" />
          <NumberField source="results" sortable={false} />
          <TimeField source="lastAt" />
        </Datagrid>
      )}
    </List>
  );
}
