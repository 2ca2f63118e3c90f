import { helpYaceCall, isYaceRefusal, type LoadTestResult, runLoadTest, YACE_RUNS, YACE_SAMPLE } from "@/api/contract/load-test";
import { ApiError, api } from "../../lib/api";

/** Calls in flight at once: about the connections a browser opens to one host. */
const CONCURRENCY = 6;

/** One Help/yace with the fixed sample, as its envelope's code and msg; nothing is toasted (a run may fail 1000 times). */
const sendYace = () =>
  api.query(helpYaceCall, YACE_SAMPLE).then(
    () => ({ code: 0, msg: "" }),
    (error: unknown) => {
      if (error instanceof ApiError) return { code: error.code, msg: error.message };
      throw error;
    },
  );

/** Sends Help/yace YACE_RUNS times and measures it; a refusal of the call itself (production, too many) stops the run. */
export const runYaceLoadTest = (onProgress: (done: number) => void): Promise<LoadTestResult> =>
  runLoadTest(sendYace, { runs: YACE_RUNS, concurrency: CONCURRENCY, onProgress, stopOn: isYaceRefusal });
