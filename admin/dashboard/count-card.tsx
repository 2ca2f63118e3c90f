import { Card, CardActionArea, CardContent, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useCanAccess, useCreatePath, useGetList, useTranslate } from "react-admin";
import { Link } from "react-router";

type Props = { resource: string; label: string; icon: ReactNode; filter?: Record<string, unknown> };

/** A resource's row count (the list's Content-Range total), linking to the list; hidden from roles that cannot list it. */
export function CountCard({ resource, label, icon, filter = {} }: Props) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: "list" });
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter }, { enabled: !!canAccess });
  if (!canAccess) return null;
  const to = `${createPath({ resource, type: "list" })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <Card sx={{ flex: "1 1 200px", minWidth: 0 }}>
      <CardActionArea component={Link} to={to} sx={{ height: "100%" }}>
        <CardContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <Typography component="span" color="primary" sx={{ display: "flex", "& svg": { fontSize: 40 } }}>
            {icon}
          </Typography>
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {isPending ? <Skeleton width={48} /> : (total ?? 0).toLocaleString("zh-CN")}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
