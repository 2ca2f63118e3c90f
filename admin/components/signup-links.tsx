import DownloadIcon from "@mui/icons-material/Download";
import ListIcon from "@mui/icons-material/List";
import { Button as MuiButton, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { Button, useCreatePath, useListContext, useTranslate } from "react-admin";
import { Link } from "react-router";
import { API_URL } from "../providers/http";
import type { ReviewQueue } from "./review-buttons";

type SignupQueue = Pick<ReviewQueue, "resource" | "parentKey" | "texts">;

/** The CSV of one parent's sign-ups (GET /{resource}/export?{parentKey}={id}). */
function ExportCsvButton({ queue, parentId }: { queue: SignupQueue; parentId: number | string }) {
  const translate = useTranslate();
  return (
    <MuiButton
      size="small"
      startIcon={<DownloadIcon />}
      href={`${API_URL}/${queue.resource}/export?${queue.parentKey}=${parentId}`}
      download
    >
      {translate(`${queue.texts}.export`)}
    </MuiButton>
  );
}

/** The list's CSV button: offered once the queue is narrowed to one parent. */
export function ListExportCsv({ queue }: { queue: SignupQueue }) {
  const { filterValues } = useListContext();
  const parentId = filterValues[queue.parentKey];
  return parentId ? <ExportCsvButton queue={queue} parentId={parentId} /> : null;
}

/** On a parent's page: to its review queue, its CSV, and whatever else the parent offers (`children`). */
export function SignupLinks({ queue, parentId, children }: { queue: SignupQueue; parentId: number; children?: ReactNode }) {
  const createPath = useCreatePath();
  const filter = encodeURIComponent(JSON.stringify({ [queue.parentKey]: parentId }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button
        component={Link}
        to={`${createPath({ resource: queue.resource, type: "list" })}?filter=${filter}`}
        label={`${queue.texts}.review`}
      >
        <ListIcon />
      </Button>
      <ExportCsvButton queue={queue} parentId={parentId} />
      {children}
    </Stack>
  );
}
