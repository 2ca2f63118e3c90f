import { Stack } from "@mui/material";
import {
  Datagrid,
  DeleteButton,
  EditButton,
  ImageField,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { type MedalRow, WHERE_TYPE_LABELS } from "@/api/contract/activity-admin";
import { AddChildButton } from "../../components/add-child-button";
import { choicesOf } from "../../components/choices";
import { TimeField } from "../../components/time-field";

function AddLevel() {
  const medal = useRecordContext<MedalRow>();
  if (!medal) return null;
  return <AddChildButton resource="medal-levels" values={{ medalId: medal.id }} label="app.medals.add_level" />;
}

const icon = { "& .RaImageField-image": { width: 40, height: 40, objectFit: "contain", margin: 0 } };

const actions = (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export function MedalShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <TextField source="name" />
        <SelectField source="whereType" choices={choicesOf(WHERE_TYPE_LABELS)} />
        <ReferenceField source="stepId" reference="activity-steps" emptyText="—" link="show" />
        <TextField source="memo" emptyText="—" />
        <Labeled label="app.medals.levels" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="medal-levels" target="medalId" sort={{ field: "level", order: "ASC" }} perPage={100}>
              <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>}>
                <TextField source="level" />
                <TextField source="number" />
                <ImageField source="icon" sx={icon} emptyText="—" />
                <ImageField source="iconLighten" sx={icon} emptyText="—" />
                <TextField source="score" />
                <TimeField source="startTime" emptyText="—" />
                <TimeField source="endTime" emptyText="—" />
              </Datagrid>
            </ReferenceManyField>
            <AddLevel />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
