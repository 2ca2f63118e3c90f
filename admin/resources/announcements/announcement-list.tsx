import { BooleanField, BooleanInput, Datagrid, List, SelectField, SelectInput, SimpleList, TextField, useTranslate } from "react-admin";
import { NOTICE_TYPE_LABELS } from "@/api/contract/announcement";
import type { AnnouncementRow } from "@/api/contract/announcement-admin";
import { chinaDay as day } from "../../components/china-time";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { typeChoices } from "./types";

export function AnnouncementList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="types" source="types" choices={typeChoices} />,
    <BooleanInput key="published" source="published" />,
  ];
  return (
    <List filters={filters} sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<AnnouncementRow>
          primaryText={(n) => n.title}
          secondaryText={(n) => `${NOTICE_TYPE_LABELS[n.types] ?? n.types} · ${day(n.startAt)} - ${day(n.endAt)}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <SelectField source="types" choices={typeChoices} emptyText={translate("app.announcements.popup")} />
          <TimeField source="startAt" />
          <TimeField source="endAt" />
          <BooleanField source="published" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
