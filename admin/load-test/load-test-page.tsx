import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import { helpYaceCall, YACE_MSG, YACE_RUNS, YACE_SAMPLE } from "@/api/contract/load-test";
import { createProtocolClient } from "@/api/contract/protocol/client";
import { type LoadTestResult, runLoadTest } from "./run-load-test";

/** The portal's signed call protocol, keys kept for this tab only; the back-office session cookie signs the caller in. */
const client = createProtocolClient({
  store: { get: (k) => sessionStorage.getItem(k), set: (k, value) => sessionStorage.setItem(k, value) },
});

/** Calls in flight at once: about the connections a browser opens to one host. */
const CONCURRENCY = 6;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** 压测 (spec 001's load-test page): sends Help/yace 1000 times with the fixed sample and shows what it measured. */
export function LoadTestPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<LoadTestResult | null>(null);
  const running = done !== null && result === null;

  async function start() {
    setResult(null);
    setDone(0);
    setResult(await runLoadTest(() => client.call(helpYaceCall.path, YACE_SAMPLE), YACE_RUNS, CONCURRENCY, setDone));
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.load_test.title" />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate("app.load_test.intro", { runs: YACE_RUNS })}</Typography>
          {identity && !identity.roles?.includes("operator") ? (
            <Alert severity="warning">{YACE_MSG.operatorsOnly}</Alert>
          ) : (
            <Box>
              <Button variant="contained" onClick={start} disabled={running || !identity}>
                {translate("app.load_test.start")}
              </Button>
            </Box>
          )}
          {running && (
            <Box>
              <LinearProgress variant="determinate" value={((done ?? 0) / YACE_RUNS) * 100} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate("app.load_test.running", { done, runs: YACE_RUNS })}
              </Typography>
            </Box>
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
    ["app.load_test.failed", `${result.failed} / ${result.runs}`],
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
