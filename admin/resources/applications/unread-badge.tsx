import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";

/** 3条新消息 beside a candidate: their messages HR has not read yet (none: nothing shown). */
export function UnreadBadge({ count }: { count: number }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      label={translate("app.messages.unread_badge", { n: count })}
      sx={{ ml: 1, height: 20, fontWeight: 400, verticalAlign: "text-bottom", "& .MuiChip-label": { px: 0.75 } }}
    />
  );
}
