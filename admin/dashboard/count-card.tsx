import { Card, CardActionArea, CardContent, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useCanAccess, useCreatePath, useGetList, useTranslate } from "react-admin";
import { Link } from "react-router";

type Props = {
  resource: string;
  label: string;
  icon: ReactNode;
  filter?: Record<string, unknown>;
  /** The order the opened list shows (the oldest waiting first). */
  sort?: { field: string; order: "ASC" | "DESC" };
  /** Shown in the warning colour while above zero (overdue work). */
  warn?: boolean;
};

/**
 * A resource's row count under a filter (the list's own Content-Range total), linking to that list with exactly that
 * filter, so the list shows as many rows as the card says; hidden from roles that cannot list it.
 */
export function CountCard({ resource, label, icon, filter = {}, sort, warn = false }: Props) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: "list" });
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter }, { enabled: !!canAccess });
  if (!canAccess) return null;
  const query = new URLSearchParams({ filter: JSON.stringify(filter), ...(sort && { sort: sort.field, order: sort.order }) });
  const alert = warn && !!total;
  return (
    <Card sx={{ minWidth: 0, ...(alert && { borderColor: "warning.main" }) }} variant={alert ? "outlined" : "elevation"}>
      <CardActionArea component={Link} to={`${createPath({ resource, type: "list" })}?${query}`} sx={{ height: "100%" }}>
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2, "&:last-child": { pb: 2 } }}>
          <Typography
            component="span"
            color={alert ? "warning" : "primary"}
            // A phone's narrow card keeps its room for the words.
            sx={{ display: { xs: "none", sm: "flex" }, "& svg": { fontSize: 36 } }}
          >
            {icon}
          </Typography>
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} color={alert ? "warning.dark" : undefined}>
              {isPending ? <Skeleton width={48} /> : (total ?? 0).toLocaleString("zh-CN")}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
