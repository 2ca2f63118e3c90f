import { Alert, Box, Button, Card, CardContent, LinearProgress, Link, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import { helpYaceCall, isYaceRefusal, type LoadTestResult, runLoadTest, YACE_MSG, YACE_RUNS, YACE_SAMPLE } from "@/api/contract/load-test";
import { createProtocolClient } from "@/api/contract/protocol/client";
import type { Identity } from "../providers/auth";

/** The portal's signed call protocol, keys kept for this tab only; the back-office session cookie signs the caller in. */
const client = createProtocolClient({
  store: { get: (k) => sessionStorage.getItem(k), set: (k, value) => sessionStorage.setItem(k, value) },
});

/** Calls in flight at once: about the connections a browser opens to one host. */
const CONCURRENCY = 6;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The same run on the portal's page (portal/features/help/components/load-test-page.tsx), as an operator may open it. */
const PORTAL_PAGE = "/Help/yace";
const OPEN_IN_PORTAL = "在门户中打开";
const STOPPED = "压测已停止";

/**
 * 压测 (spec 001's load-test page): sends Help/yace 1000 times with the fixed sample (runLoadTest, shared with the
 * portal's /Help/yace) and shows what it measured; a refusal of the call itself (production, too many) stops it.
 */
export function LoadTestPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const production = (identity as Identity | undefined)?.devTools === false;
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<LoadTestResult | null>(null);
  const running = done !== null && result === null;

  async function start() {
    setResult(null);
    setDone(0);
    const send = () => client.call(helpYaceCall.path, YACE_SAMPLE);
    setResult(await runLoadTest(send, { runs: YACE_RUNS, concurrency: CONCURRENCY, onProgress: setDone, stopOn: isYaceRefusal }));
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.load_test.title" />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate("app.load_test.intro", { runs: YACE_RUNS })}</Typography>
          {identity && !identity.roles?.includes("operator") ? (
            <Alert severity="warning">{YACE_MSG.operatorsOnly}</Alert>
          ) : production ? (
            <Alert severity="warning">{YACE_MSG.production}</Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Button variant="contained" onClick={start} disabled={running || !identity}>
                {translate("app.load_test.start")}
              </Button>
              <Link href={PORTAL_PAGE} target="_blank" rel="noopener">
                {OPEN_IN_PORTAL}
              </Link>
            </Stack>
          )}
          {running && (
            <Box>
              <LinearProgress variant="determinate" value={((done ?? 0) / YACE_RUNS) * 100} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate("app.load_test.running", { done, runs: YACE_RUNS })}
              </Typography>
            </Box>
          )}
          {result?.stopped && (
            <Alert severity="warning">
              {STOPPED}：{result.stopped}
            </Alert>
          )}
          {result && <LoadTestFigures result={result} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function LoadTestFigures({ result }: { result: LoadTestResult }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ["app.load_test.elapsed", ms(result.elapsedMs)],
    ["app.load_test.throughput", translate("app.load_test.per_second", { count: result.perSecond.toFixed(0) })],
    ["app.load_test.failed", `${result.failed} / ${result.sent}`],
    ["app.load_test.latency", `${ms(result.p50Ms)} / ${ms(result.p95Ms)} / ${ms(result.maxMs)}`],
  ];
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} aria-label={translate(label)}>
            {value}
          </Typography>
        </Box>
      ))}
      {result.failures.length > 0 && (
        <Alert severity="error" sx={{ gridColumn: "1 / -1" }}>
          {translate("app.load_test.failures")}: {result.failures.map(([reason, count]) => `${reason} × ${count}`).join("；")}
        </Alert>
      )}
    </Box>
  );
}
