import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import {
  BooleanField,
  ChipField,
  Datagrid,
  EditButton,
  Labeled,
  NumberField,
  Pagination,
  ReferenceArrayField,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { CardBatchRow } from "@/api/contract/binding-admin";
import { TimeField } from "../../components/time-field";
import { API_URL } from "../../providers/http";

/** The batch's cards and their state as CSV (no passwords: those were downloaded once, at creation). */
function ExportCardsButton() {
  const record = useRecordContext<CardBatchRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/card-batches/${record.id}/export`} download>
      {translate("app.card_batches.export")}
    </MuiButton>
  );
}

/** A batch: what each card carries, and its cards, bound or not, by whom and when. */
export function CardBatchShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ExportCardsButton />
          <EditButton label="app.card_batches.toggle" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <NumberField source="count" />
        <NumberField source="boundCount" />
        <BooleanField source="disabled" />
        <ReferenceArrayField source="courseIds" reference="courses">
          <SingleFieldList linkType={false}>
            <ChipField source="title" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <ReferenceArrayField source="examIds" reference="exams">
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <TextField source="note" emptyText="—" />
        <ReferenceField source="createdBy" reference="users" link={false} emptyText="—" />
        <TimeField source="createdAt" />
        <Labeled label="app.card_batches.cards" fullWidth>
          <ReferenceManyField
            reference="learning-cards"
            target="batchId"
            sort={{ field: "id", order: "ASC" }}
            perPage={50}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <TextField source="cardNo" sx={{ fontFamily: "monospace" }} />
              <ReferenceField source="boundBy" reference="users" link="show" emptyText="未绑定" sortable={false} />
              <TimeField source="boundAt" emptyText="—" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
