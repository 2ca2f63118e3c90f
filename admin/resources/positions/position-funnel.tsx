import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useRecordContext, useTranslate } from "react-admin";
import type { PositionFunnel, PositionRow } from "@/api/contract/zhaopin-admin";
import { callApi } from "../../providers/http";

const STEPS = ["views", "applications", "invited", "accepted"] as const;

/** A step's share of the one before it, to a tenth of a per cent; nothing to convert from shows —. */
const rateOf = (n: number, before: number) => (before > 0 ? `${Math.round((n / before) * 1000) / 10}%` : "—");

/**
 * 招聘漏斗: 浏览 → 投递 → 邀请面试 → 接受邀请 of this position, each with its conversion from the step before
 * (GET positions/:id/funnel).
 */
export function PositionFunnelCard() {
  const record = useRecordContext<PositionRow>();
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ["positions", "funnel", record?.id],
    queryFn: () => callApi<PositionFunnel>("GET", `/positions/${record!.id}/funnel`),
    enabled: !!record,
  });
  if (!record) return null;
  const t = (key: string, options?: object) => translate(`app.positions.funnel.${key}`, options);
  return (
    <Card variant="outlined" component="section" aria-labelledby="position-funnel-title" sx={{ width: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" id="position-funnel-title">
          {t("title")}
        </Typography>
        {error ? (
          <Typography color="error">{(error as Error).message}</Typography>
        ) : (
          <Stack component="ol" direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", listStyle: "none", p: 0, m: 0, mt: 1 }}>
            {STEPS.map((step, i) => {
              const n = data?.[step];
              const before = i > 0 && data ? data[STEPS[i - 1]!] : null;
              return (
                <Box
                  component="li"
                  key={step}
                  data-step={step}
                  sx={{ flex: "1 1 140px", p: 1.5, borderRadius: 1, bgcolor: "action.hover", minWidth: 0 }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {i > 0 && "→ "}
                    {t(step)}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {n ?? "…"}
                  </Typography>
                  {before !== null && n !== undefined && (
                    <Typography variant="caption" color="text.secondary">
                      {t("rate", { rate: rateOf(n, before) })}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t("help")}
        </Typography>
      </CardContent>
    </Card>
  );
}
