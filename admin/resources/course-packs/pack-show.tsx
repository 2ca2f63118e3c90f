import { Chip, Stack } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  EditButton,
  Labeled,
  NumberField,
  Pagination,
  ReferenceArrayField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { JOIN_SOURCE_LABEL, type JoinSource } from "@/api/contract/study";
import { type CoursePackRow, PACK_COURSE_TYPE_LABEL } from "@/api/contract/study-admin";
import { choicesOf } from "../../components/choices";
import { HideWithReasonButton } from "../../components/hide-with-reason-button";
import { MaskedPersonField } from "../../components/masked-person-field";
import { TimeField } from "../../components/time-field";

const COURSE_TYPE_CHOICES = choicesOf(PACK_COURSE_TYPE_LABEL);

function PackActions() {
  return (
    <TopToolbar>
      <EditButton />
      <HideWithReasonButton title="app.study.hide_pack_title" help="app.study.hide_pack_help" />
    </TopToolbar>
  );
}

/** Joins per channel (直接加入 / 分享链接 / 分享海报) as chips. */
function JoinsField() {
  const record = useRecordContext<CoursePackRow>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {(Object.keys(JOIN_SOURCE_LABEL) as unknown as JoinSource[]).map((s) => (
        <Chip key={s} size="small" label={`${JOIN_SOURCE_LABEL[s]} ${record.joinsBySource[s] ?? 0}`} />
      ))}
    </Stack>
  );
}

/** One pack: what the creator wrote, what operators set, its items in the creator's order, and its reviews. */
export function PackShow() {
  return (
    <Show actions={<PackActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.study.tab_basic">
          <TextField source="id" />
          <TextField source="title" />
          <TextField source="memo" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
          <MaskedPersonField source="creatorName" />
          <BooleanField source="shared" />
          <BooleanField source="recommended" />
          <NumberField source="packScore" />
          <ReferenceArrayField source="treelist" reference="interest-options" emptyText="—" />
          <NumberField source="courseNum" />
          <NumberField source="joinNum" />
          <Labeled label="app.study.joins">
            <JoinsField />
          </Labeled>
          <NumberField source="replyNum" />
          <BooleanField source="hidden" />
          <TextField source="hiddenReason" emptyText="—" />
          <TimeField source="hiddenAt" emptyText="—" />
          <TimeField source="deletedAt" emptyText="—" />
          <TimeField source="createdAt" />
          <TimeField source="updatedAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.study.tab_items" path="items">
          <ReferenceManyField
            reference="course-pack-items"
            target="packId"
            sort={{ field: "sort", order: "DESC" }}
            perPage={100}
            pagination={<Pagination rowsPerPageOptions={[]} />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <NumberField source="sort" sortable={false} />
              <SelectField source="courseType" choices={COURSE_TYPE_CHOICES} sortable={false} />
              <TextField source="title" sortable={false} />
              <TextField source="strId" sortable={false} />
              <BooleanField source="published" sortable={false} />
              <TimeField source="createdAt" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.study.tab_replies" path="replies">
          <ReferenceManyField
            reference="course-pack-replies"
            target="packId"
            sort={{ field: "createdAt", order: "DESC" }}
            perPage={20}
            pagination={<Pagination rowsPerPageOptions={[]} />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <MaskedPersonField source="authorName" sortable={false} />
              <NumberField source="score" sortable={false} />
              <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap" }} />
              <BooleanField source="hidden" sortable={false} FalseIcon={null} />
              <TimeField source="createdAt" sortable={false} />
              <HideWithReasonButton title="app.study.hide_reply_title" help="app.study.hide_reply_help" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
