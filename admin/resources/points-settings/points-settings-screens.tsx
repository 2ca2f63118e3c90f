import { valibotResolver } from "@hookform/resolvers/valibot";
import { Datagrid, Edit, FunctionField, List, NumberInput, SaveButton, SimpleForm, Toolbar } from "react-admin";
import { type PointsSettingsRow, PointsSettingsSchema } from "@/api/contract/points-admin";
import { TimeField } from "../../components/time-field";

const monthsText = (months: number) => (months === 0 ? "永不过期" : `${months} 个月`);

/** The one row of points settings. */
export function PointsSettingsList() {
  return (
    <List exporter={false} pagination={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<PointsSettingsRow> source="expiryMonths" sortable={false} render={(r) => monthsText(r.expiryMonths)} />
        <TimeField source="updatedAt" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** How long an award stays spendable; a change applies to points earned from then on. */
export function PointsSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title="resources.points-settings.name">
      {/* The one row is never deleted; the schema's messages, not the browser's, tell what is wrong. */}
      <SimpleForm
        resolver={valibotResolver(PointsSettingsSchema)}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <NumberInput source="expiryMonths" step={1} helperText="resources.points-settings.fields.expiryHelp" />
      </SimpleForm>
    </Edit>
  );
}
