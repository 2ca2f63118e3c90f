import { BooleanField, Datagrid, List, NumberField, SelectField, SimpleList, TextField } from "react-admin";
import { SURVEY_TYPE_LABELS } from "@/api/contract/reseller-survey";
import { choicesOf } from "../../components/choices";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

const types = choicesOf(SURVEY_TYPE_LABELS);

export function SurveyQuestionList() {
  const small = useSmallScreen();
  return (
    <List filters={[<SearchFilter key="q" source="q" alwaysOn />]} sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<{ id: number; title: string; type: keyof typeof SURVEY_TYPE_LABELS }>
          primaryText={(q) => q.title}
          secondaryText={(q) => SURVEY_TYPE_LABELS[q.type]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <NumberField source="sort" />
          <TextField source="title" sortable={false} />
          <SelectField source="type" choices={types} sortable={false} />
          <BooleanField source="isRequired" sortable={false} />
          <BooleanField source="isHide" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
