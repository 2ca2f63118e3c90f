import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Button, useNotify, useRecordContext, useUpdate } from "react-admin";
import type { CourseCommentRow } from "@/api/contract/course-admin";

/** 隐藏 / 取消隐藏: the one change moderation makes; the text stays the person's. */
export function HideButton() {
  const comment = useRecordContext<CourseCommentRow>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!comment) return null;
  const hide = !comment.hidden;
  return (
    <Button
      label={hide ? "app.comments.hide" : "app.comments.show"}
      disabled={isPending}
      onClick={(e) => {
        // The row is not opened: there is nothing to edit.
        e.stopPropagation();
        update(
          "course-comments",
          { id: comment.id, data: { hidden: hide }, previousData: comment },
          {
            mutationMode: "pessimistic",
            onSuccess: () => notify(hide ? "app.comments.hidden" : "app.comments.shown", { type: "success" }),
            onError: (err) => notify((err as Error).message, { type: "error" }),
          },
        );
      }}
    >
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}
