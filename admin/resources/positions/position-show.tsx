import DownloadIcon from "@mui/icons-material/Download";
import ListIcon from "@mui/icons-material/List";
import { Chip, Button as MuiButton, Stack } from "@mui/material";
import {
  Button,
  Datagrid,
  Labeled,
  NumberField,
  Pagination,
  ReferenceArrayField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import type { PositionRow } from "@/api/contract/zhaopin-admin";
import { TimeField } from "../../components/time-field";
import { STAGE_CHOICES } from "../../components/zhaopin-choices";
import { API_URL } from "../../providers/http";
import { PositionActions } from "./position-actions";
import { PositionStatusField, SalaryField } from "./position-fields";
import { PositionFunnelCard } from "./position-funnel";

/** To the position's whole inbox, and its CSV. */
function InboxLinks() {
  const record = useRecordContext<PositionRow>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ positionId: record.id }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button
        component={Link}
        to={`${createPath({ resource: "applications", type: "list" })}?filter=${filter}`}
        label="app.positions.inbox_all"
      >
        <ListIcon />
      </Button>
      <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/applications/export?positionId=${record.id}`} download>
        {translate("app.applications.export")}
      </MuiButton>
    </Stack>
  );
}

/** One position: its fields, what the caller may do with it, its 招聘漏斗 and its inbox (the newest applications). */
export function PositionShow() {
  return (
    <Show actions={<PositionActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <PositionStatusField source="status" label="resources.positions.fields.status" />
        <TextField source="suspendReason" emptyText="—" />
        <ReferenceField source="companyId" reference="companies" link={false} />
        <TextField source="positionType" />
        <SalaryField source="salaryMin" label="resources.positions.fields.salary" />
        <TextField source="education" />
        <TextField source="workYears" />
        <TextField source="workStyle" />
        <Labeled label="resources.positions.fields.tags">
          <TagsField />
        </Labeled>
        <ReferenceArrayField source="preferredExamIds" reference="exam-names" emptyText="—" />
        <TextField source="province" />
        <TextField source="city" />
        <TextField source="address" emptyText="—" />
        <TextField source="description" sx={{ whiteSpace: "pre-wrap" }} />
        <NumberField source="headcount" />
        <TimeField source="publishedAt" emptyText="—" />
        <TimeField source="expiresAt" emptyText="—" />
        <PositionFunnelCard />
        <Labeled label="app.positions.inbox" fullWidth>
          <ReferenceManyField
            reference="applications"
            target="positionId"
            sort={{ field: "createdAt", order: "DESC" }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[]} />}
          >
            <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
              <TextField source="candidateName" sortable={false} emptyText="—" />
              <TextField source="education" sortable={false} emptyText="—" />
              <TextField source="workYears" sortable={false} emptyText="—" />
              <SelectField source="stage" choices={STAGE_CHOICES} />
              <TimeField source="createdAt" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
        <InboxLinks />
      </SimpleShowLayout>
    </Show>
  );
}

/** The tags as chips. */
function TagsField() {
  const record = useRecordContext<PositionRow>();
  if (!record?.tags.length) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {record.tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
    </Stack>
  );
}
