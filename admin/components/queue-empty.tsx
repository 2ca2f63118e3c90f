import { CardContent, Typography } from "@mui/material";
import { ListNoResults, useListContext, useResourceContext, useTranslate } from "react-admin";

/** Same keys and values, whatever their order (react-admin rebuilds the filter object). */
const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/**
 * An empty queue says so plainly (暂无待审核的直播报名: resources.<name>.empty_pending) on its own waiting filter;
 * under any other filter, react-admin's own words and its 清除筛选 button.
 */
export function QueueEmpty({ pending }: { pending: Record<string, unknown> }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  if (!sameFilter(filterValues ?? {}, pending)) return <ListNoResults />;
  return (
    <CardContent>
      <Typography variant="body2">{translate(`resources.${resource}.empty_pending`)}</Typography>
    </CardContent>
  );
}
