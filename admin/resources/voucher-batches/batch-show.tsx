import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  Labeled,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { VoucherBatchRow } from "@/api/contract/certification-admin";
import { TimeField } from "../../components/time-field";
import { API_URL } from "../../providers/http";

/** The batch's codes as a CSV download (GET /voucher-batches/:id/export). */
function ExportCodesButton() {
  const record = useRecordContext<VoucherBatchRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/voucher-batches/${record.id}/export`} download>
      {translate("app.voucher_batches.export")}
    </MuiButton>
  );
}

/** A batch and its codes: used or not, by whom and when. */
export function VoucherBatchShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ExportCodesButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="examId" reference="exams" link={false} />
        <NumberField source="count" />
        <TextField source="note" emptyText="—" />
        <ReferenceField source="createdBy" reference="users" link={false} emptyText="—" />
        <TimeField source="createdAt" />
        <Labeled label="app.voucher_batches.codes" fullWidth>
          <ReferenceManyField
            reference="vouchers"
            target="batchId"
            sort={{ field: "code", order: "ASC" }}
            perPage={50}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <TextField source="code" sx={{ fontFamily: "monospace" }} />
              <BooleanField source="used" sortable={false} />
              <ReferenceField source="usedBy" reference="users" link="show" emptyText="—" sortable={false} />
              <TimeField source="usedAt" emptyText="—" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
