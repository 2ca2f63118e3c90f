import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
} from "react-admin";
import { HideWithReasonButton } from "../../components/hide-with-reason-button";
import { MaskedPersonField } from "../../components/masked-person-field";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";

const STAR_CHOICES = [5, 4, 3, 2, 1].map((n) => ({ id: n, name: `${n} 星` }));

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="packId" source="packId" reference="course-packs" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="score" source="score" choices={STAR_CHOICES} />,
  <BooleanInput key="hidden" source="hidden" />,
];

/** Pack reviews, newest first: each is hidden (with a reason lettered to its author) or shown from its row. */
export function ReplyList() {
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ReferenceField source="packId" reference="course-packs" link="show" sortable={false} />
        <MaskedPersonField source="authorName" sortable={false} />
        <NumberField source="score" />
        <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap" }} />
        <BooleanField source="hidden" sortable={false} FalseIcon={null} />
        <TimeField source="createdAt" />
        <HideWithReasonButton title="app.study.hide_reply_title" help="app.study.hide_reply_help" />
      </Datagrid>
    </List>
  );
}
