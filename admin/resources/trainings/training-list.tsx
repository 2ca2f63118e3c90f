import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TextField,
} from "react-admin";
import { chinaTime as when } from "@/api/contract/beijing-time";
import { tagLabel } from "@/api/contract/learning-admin";
import type { TrainingRow } from "@/api/contract/training-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

export function TrainingList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="categoryId" source="categoryId" reference="training-categories">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="industryId" source="industryId" reference="training-industries" sort={{ field: "sort", order: "ASC" }}>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
    <ReferenceInput key="tagId" source="tagId" reference="learning-tags" sort={{ field: "kind", order: "ASC" }}>
      <AutocompleteInput optionText={tagLabel} sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <BooleanInput key="isApprove" source="isApprove" />,
    <BooleanInput key="directed" source="directed" />,
    <BooleanInput key="published" source="published" />,
  ];
  return (
    <List filters={filters} sort={{ field: "startAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<TrainingRow> primaryText={(t) => t.title} secondaryText={(t) => when(t.startAt)} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="categoryId" reference="training-categories" link={false} sortable={false} emptyText="—" />
          <TimeField source="startAt" />
          <TextField source="seatsTaken" sortable={false} />
          <TextField source="capacity" sortable={false} emptyText="app.trainings.unlimited" />
          <BooleanField source="isApprove" sortable={false} />
          <BooleanField source="directed" sortable={false} />
          <BooleanField source="published" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
