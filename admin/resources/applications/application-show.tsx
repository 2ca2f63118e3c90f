import DownloadIcon from "@mui/icons-material/Download";
import { Box, Card, CardContent, Divider, Button as MuiButton, TextField as MuiTextField, Stack, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  DeleteButton,
  Loading,
  RecordContextProvider,
  ReferenceManyField,
  Title,
  useCanAccess,
  useCreate,
  useGetIdentity,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router";
import * as v from "valibot";
import { APPLICATION_SOURCE_LABEL } from "@/api/contract/zhaopin";
import { type ApplicationNoteRow, ApplicationNoteSchema, type ApplicationView } from "@/api/contract/zhaopin-admin";
import { applicationCvAttachmentPath, type CvAttachmentInfo } from "@/api/contract/zhaopin-cv-attachment";
import { CvView } from "../../components/cv-view";
import { InterviewList } from "../../components/interviews/interview-list";
import { InviteInterviewButton } from "../../components/interviews/invite-interview-button";
import { STAGE_CHOICES } from "../../components/zhaopin-choices";
import { API_URL, callApi } from "../../providers/http";
import { ConversationPanel } from "./conversation-panel";
import { RecordStageButtons } from "./stage-buttons";

const stageLabel = (stage: string) => STAGE_CHOICES.find((c) => c.id === stage)?.name ?? stage;
const when = (iso: string) => new Date(iso).toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });

/** A note is removed by its author only (the server's rule too). */
function OwnNoteDelete() {
  const record = useRecordContext<ApplicationNoteRow>();
  const { identity } = useGetIdentity();
  return record && identity && record.authorId === identity.id ? <DeleteButton mutationMode="pessimistic" redirect={false} /> : null;
}

/** The notes, newest first, each with who wrote it and when (a list that reads on a phone too). */
function NoteItems() {
  const { data } = useListContext<ApplicationNoteRow>();
  if (!data?.length) return <Typography>—</Typography>;
  return (
    <Stack spacing={1} divider={<Divider flexItem />}>
      {data.map((note) => (
        <RecordContextProvider key={note.id} value={note}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{note.body}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note.authorName || "—"} · {when(note.createdAt)}
              </Typography>
            </Box>
            <OwnNoteDelete />
          </Stack>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** HR's private notes on the application: read and add (the candidate never sees them). */
function Notes({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const [create, { isPending }] = useCreate();
  const add = () => {
    const checked = v.safeParse(ApplicationNoteSchema, { applicationId, body });
    if (!checked.success) return setError(checked.issues[0].message);
    create(
      "application-notes",
      { data: checked.output },
      {
        onSuccess: () => {
          setBody("");
          notify("app.applications.note_added", { type: "success" });
          refresh();
        },
        onError: (err) => notify((err as Error).message, { type: "error" }),
      },
    );
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate("app.applications.notes")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate("app.applications.notes_help")}
      </Typography>
      <ReferenceManyField
        reference="application-notes"
        target="applicationId"
        record={{ id: applicationId }}
        sort={{ field: "createdAt", order: "DESC" }}
      >
        <NoteItems />
      </ReferenceManyField>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1, alignItems: { sm: "flex-start" } }}>
        <MuiTextField
          name="note"
          label={translate("resources.application-notes.fields.body")}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setError("");
          }}
          error={!!error}
          helperText={error || " "}
          multiline
          fullWidth
          size="small"
        />
        <MuiButton onClick={add} disabled={isPending} variant="contained" sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
          {translate("app.applications.add_note")}
        </MuiButton>
      </Stack>
    </Box>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 附件简历: the candidate's PDF or Word file, downloaded through the server's check (this company's application only). */
function CvAttachmentLine({ applicationId, file }: { applicationId: number; file: CvAttachmentInfo | null }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: "wrap", alignItems: "center" }}>
      <Typography component="span">{translate("app.applications.cv_attachment")}：</Typography>
      {file ? (
        <>
          <Typography component="span" sx={{ overflowWrap: "anywhere", fontWeight: 600 }}>
            {file.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {translate("app.applications.cv_attachment_meta", { size: sizeText(file.size), when: when(file.uploadedAt) })}
          </Typography>
          <MuiButton
            size="small"
            startIcon={<DownloadIcon />}
            href={`${API_URL}${applicationCvAttachmentPath(applicationId)}`}
            download={file.name}
            aria-label={`${translate("app.applications.cv_attachment_download")} ${file.name}`}
          >
            {translate("app.applications.cv_attachment_download")}
          </MuiButton>
        </>
      ) : (
        <Typography component="span" color="text.secondary">
          {translate("app.applications.cv_attachment_none")}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * One application: HR opening it at 投递成功 moves it to 被查看 (the server does, on POST …/view), then reads the
 * candidate's CV, the history, the notes, and moves it on; 邀请面试 sends an invitation, listed with its answer; 沟通
 * is the conversation with the candidate.
 */
export function ApplicationShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess: moves } = useCanAccess({ resource: "applications", action: "edit" });
  // Notes are the company's own: an operator reads none (the server's scope too).
  const { identity } = useGetIdentity();
  const notes = !!identity && !(identity.roles as string[]).includes("operator");
  const key = ["applications", "view", id];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => callApi<ApplicationView>("POST", `/applications/${id}/view`),
  });
  if (isPending) return <Loading />;
  if (error || !data)
    return <Typography color="error">{(error as Error | null)?.message ?? translate("ra.notification.item_doesnt_exist")}</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate("app.applications.title", { name: data.cv?.chineseName ?? "", position: data.positionName })} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {data.positionName}
          </Typography>
          <Typography>
            {translate("resources.applications.fields.stage")}：<strong>{stageLabel(data.stage)}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("resources.applications.fields.createdAt")}：{when(data.createdAt)} ·{" "}
            {translate("resources.applications.fields.source")}：{APPLICATION_SOURCE_LABEL[data.source]}
          </Typography>
          <CvAttachmentLine applicationId={data.id} file={data.cvAttachment} />
          {moves && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: "wrap", alignItems: "center" }}>
              {data.stage !== "withdrawn" && (
                <InviteInterviewButton
                  path={`/applications/${data.id}/interview`}
                  target={{ applicationId: data.id }}
                  onSent={() => queryClient.invalidateQueries({ queryKey: key })}
                />
              )}
              <RecordStageButtons id={data.id} stage={data.stage} onDone={() => queryClient.invalidateQueries({ queryKey: key })} />
            </Stack>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate("app.applications.history")}
          </Typography>
          {data.events.length
            ? data.events.map((e) => (
                <Typography key={e.id} variant="body2">
                  {when(e.createdAt)} {stageLabel(e.stage)}
                </Typography>
              ))
            : "—"}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <InterviewList target={{ applicationId: data.id }} canCancel={!!moves} />
        </CardContent>
      </Card>
      <ConversationPanel applicationId={data.id} />
      {data.cv ? <CvView cv={{ ...data.cv, certificates: data.certificates }} /> : <Typography>{translate("app.cv.none")}</Typography>}
      {notes && (
        <Card>
          <CardContent>
            <Notes applicationId={data.id} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
