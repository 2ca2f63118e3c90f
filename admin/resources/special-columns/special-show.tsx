import { BooleanField, NumberField, Show, TabbedShowLayout, TextField } from "react-admin";
import { editActions } from "../../components/edit-actions";
import { SpecialTabs } from "./special-tabs";

export function SpecialShow() {
  return (
    <Show actions={editActions}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.specials.tab_basic">
          <TextField source="id" />
          <TextField source="title" />
          <TextField source="cover" emptyText="—" />
          <TextField source="summary" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
          <NumberField source="sort" />
          <BooleanField source="published" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.specials.tab_tabs">
          <SpecialTabs />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
