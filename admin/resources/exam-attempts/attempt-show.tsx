import BlockIcon from "@mui/icons-material/Block";
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  BooleanField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { ATTEMPT_EVENT_LABELS, SNAPSHOT_DAYS } from "@/api/contract/online-exam";
import { type AttemptEventRow, type ExamAttemptRow, VoidAttemptSchema } from "@/api/contract/online-exam-admin";
import { CHINA_TIME_OPTIONS } from "../../components/china-time";
import { ReasonDialogButton } from "../../components/reason-dialog-button";
import { TimeField } from "../../components/time-field";
import { callApi } from "../../providers/http";
import { AttemptStatusChip, endReasonText, scoreText, violationsText } from "./labels";

/** An event's moment as the fields above show theirs: China time, 24-hour. */
const chinaTime = (iso: string) => new Date(iso).toLocaleString("zh-CN", CHINA_TIME_OPTIONS);

/** 作废 with a required reason, for an ended attempt not voided yet (operators). */
function VoidButton() {
  const record = useRecordContext<ExamAttemptRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: "exam-attempts", action: "edit" });
  const run = useMutation({
    mutationFn: (body: { reason: string }) => callApi("POST", `/exam-attempts/${record?.id}/void`, body),
    onSuccess: () => notify("app.exam_attempts.voided", { type: "success" }),
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => refresh(),
  });
  if (!record || !canAccess || record.status === "voided" || record.status === "running") return null;
  return (
    <ReasonDialogButton
      label="app.exam_attempts.void"
      icon={<BlockIcon />}
      title="app.exam_attempts.void_title"
      help="app.exam_attempts.void_help"
      fieldLabel="resources.exam-attempts.fields.voidReason"
      schema={VoidAttemptSchema}
      pending={run.isPending}
      onSubmit={(input, close) => run.mutate(input, { onSuccess: close })}
    />
  );
}

/** A snapshot's picture (private, operators only); a missing one says so instead of a broken image. */
function Snapshot({ event }: { event: AttemptEventRow }) {
  const translate = useTranslate();
  const [missing, setMissing] = useState(false);
  if (event.photoDeletedAt || !event.photoUrl || missing) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("app.exam_attempts.photo_deleted")}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={event.photoUrl}
      alt={translate("app.exam_attempts.snapshot_alt", { time: chinaTime(event.at) })}
      onError={() => setMissing(true)}
      sx={{ width: 160, borderRadius: 1, border: 1, borderColor: "divider", display: "block" }}
    />
  );
}

/** The attempt's timeline from exam_attempt_events: time (Beijing), what happened, its detail and any picture. */
function Timeline() {
  const record = useRecordContext<ExamAttemptRow>();
  const translate = useTranslate();
  const events = useQuery({
    queryKey: ["exam-attempts", record?.id, "events"],
    queryFn: () => callApi<{ data: AttemptEventRow[] }>("GET", `/exam-attempts/${record?.id}/events`),
    enabled: !!record,
  });
  if (!record) return null;
  const rows = events.data?.data ?? [];
  return (
    <Box sx={{ width: "100%" }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate("app.exam_attempts.snapshot_terms", { days: SNAPSHOT_DAYS })}
      </Alert>
      {events.isError && <Typography color="error">{(events.error as Error).message}</Typography>}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate("app.exam_attempts.event_at")}</TableCell>
            <TableCell>{translate("app.exam_attempts.event_kind")}</TableCell>
            <TableCell>{translate("app.exam_attempts.event_detail")}</TableCell>
            <TableCell>{translate("app.exam_attempts.event_photo")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => (
            <TableRow key={e.id}>
              {/* On a phone the time wraps between date and hour, so the event's name keeps its line. */}
              <TableCell>{chinaTime(e.at)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{ATTEMPT_EVENT_LABELS[e.kind] ?? e.kind}</TableCell>
              <TableCell>{e.detail || "—"}</TableCell>
              <TableCell>{e.kind === "snapshot" ? <Snapshot event={e} /> : null}</TableCell>
            </TableRow>
          ))}
          {events.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{translate("app.exam_attempts.no_events")}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <VoidButton />
    </TopToolbar>
  );
}

/** The facts side by side in rows (the page stays short), the timeline below at full width. */
const FACTS = {
  "& .RaSimpleShowLayout-stack": {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
    gap: 2,
    "& > *": { margin: "0 !important" },
    "& > .ra-field-timeline": { gridColumn: "1 / -1" },
  },
} as const;

/** One attempt: the facts, the timeline with snapshots, and 作废. */
export function AttemptShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout sx={FACTS}>
        <AttemptStatusChip source="status" label="resources.exam-attempts.fields.status" />
        <TextField source="examName" />
        <TextField source="sessionName" />
        <TextField source="chineseName" />
        <ReferenceField source="registrationId" reference="exam-registrations" link="show" />
        <TimeField source="startedAt" />
        <TimeField source="endsAt" />
        <TimeField source="endedAt" emptyText="—" />
        <FunctionField<ExamAttemptRow> source="endReason" render={endReasonText} />
        <BooleanField source="proctored" />
        <FunctionField<ExamAttemptRow> source="violations" render={violationsText} />
        <NumberField source="pending" />
        <FunctionField<ExamAttemptRow> source="score" render={scoreText} />
        <NumberField source="passScore" />
        <TimeField source="scoredAt" emptyText="—" />
        <TextField source="voidReason" emptyText="—" />
        <TimeField source="voidedAt" emptyText="—" />
        <Labeled label="app.exam_attempts.timeline" fullWidth className="ra-field-timeline">
          <Timeline />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
