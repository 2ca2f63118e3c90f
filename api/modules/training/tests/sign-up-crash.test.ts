import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { trainingAttends, trainings } from "@/db/schema/training";
import { freshDatabase } from "@/tests/support/database";
import { listen, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { lockTraining } from "../places/queries";
import { makeTraining, signedInPeople } from "./helpers";

type Answer = { isAp: number; msg: string; data: { attendId: number; status: string; position: number } };
type Exists = { isExists: number; status: string };

/** The name the child process's connections carry, to find them in pg_stat_activity. */
const CHILD_APP = "apply-twice";

let database: Database & { url?: string };
let srv: TestServer;
let mobile = 17900000000;

/** Asks again until `check` answers something: what another process does takes the time it takes. */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    await Bun.sleep(5);
  }
}

/** The child process's connections still open, and how many of them wait on a lock. */
async function childBackends() {
  const [row] = await rows<{ open: number; waiting: number }>(
    database.db,
    sql`select count(*)::int as open, (count(*) filter (where wait_event_type = 'Lock'))::int as waiting
      from pg_stat_activity where application_name = ${CHILD_APP}`,
  );
  return row;
}

/**
 * Runs the child process (apply-twice-process.ts) for person `p`, killed after its `killAfter`-th statement (never
 * when 0). The session's row stays locked until both requests' sign-up statements wait behind the lock (or the
 * process died first), so the two run at the same instant on one picture of a person with no sign-up yet. Answers
 * when the process has died and PostgreSQL has finished every statement it sent.
 */
async function applyTwice(t: { id: number; strId: string }, p: { id: number; mobile: string }, killAfter: number) {
  let raced = false;
  const child = await database.db.transaction(async (tx) => {
    await lockTraining(tx, t.id);
    const proc = Bun.spawn([process.execPath, join(import.meta.dir, "apply-twice-process.ts")], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PGAPPNAME: CHILD_APP,
        STR_ID: t.strId,
        SIGN_UP_USER: JSON.stringify({ id: p.id, areaCode: "+86", mobile: p.mobile, chineseName: "", roles: [] }),
        KILL_AFTER: String(killAfter),
      },
      stdout: "pipe",
      stderr: "inherit",
    });
    const dead = () => proc.exitCode !== null || proc.signalCode !== null;
    raced = await until(async () => (dead() ? false : (await childBackends()).waiting === 2 || undefined));
    return proc;
  });
  await child.exited;
  await until(async () => (await childBackends()).open === 0 || undefined);
  return { child, raced, output: await new Response(child.stdout).text() };
}

/** The places the session counts, and the sign-ups holding one. */
async function placesOf(trainingId: number) {
  const [t] = await database.db.select({ n: trainings.seatsTaken }).from(trainings).where(eq(trainings.id, trainingId));
  const signed = await database.db
    .select({ id: trainingAttends.id })
    .from(trainingAttends)
    .where(and(eq(trainingAttends.trainingId, trainingId), eq(trainingAttends.status, "signed")));
  return { counted: t.n, signed: signed.length };
}

/**
 * A person applies twice at once for a session of 2 places in a process that is killed with SIGKILL after its
 * `killAfter`-th statement; then everyone else must find the places as they really are: the person holds one (or
 * gets it by applying again), the next one gets the other, the one after waits and is promoted when the person
 * cancels.
 */
async function crashAndCarryOn(killAfter: number) {
  const t = await makeTraining(database.db, { capacity: 2 });
  mobile += 10;
  const [p, next, after] = await signedInPeople(database.db, srv.url, 3, mobile);
  const run = await applyTwice(t, p, killAfter);
  const afterCrash = await placesOf(t.id);
  expect(afterCrash.counted).toBe(afterCrash.signed);

  const apply = (who: typeof p) => who.client.call<Answer>(`training/apply?id=${t.strId}`);
  const exists = (who: typeof p) => who.client.call<Exists>(`Training/GetExistsTraining?id=${t.strId}`);
  expect(await apply(p)).toMatchObject({ code: 0, msg: "报名成功" });
  expect(await apply(next)).toMatchObject({ code: 0, msg: "报名成功" });
  expect(await apply(after)).toMatchObject({ code: 0, data: { data: { status: "waiting", position: 1 } } });
  expect(await p.client.call("training/CancelApply", { strId: t.strId })).toMatchObject({ code: 0 });
  expect((await exists(after)).data).toMatchObject({ isExists: 1, status: "signed" });
  expect((await next.client.call<{ seatsLeft: number }>(`training/Detail?id=${t.strId}`)).data.seatsLeft).toBe(0);
  expect(await placesOf(t.id)).toEqual({ counted: 2, signed: 2 });
  return run;
}

// PostgreSQL only: PGlite runs one statement at a time inside the one process that owns its data, so a person's two
// requests never overlap there and no second process can open it while the first is alive.
if (process.env.TEST_DATABASE_URL) {
  beforeAll(async () => {
    database = await freshDatabase();
    srv = listen(database);
  }, 60_000);
  afterAll(async () => {
    await srv.stop();
    await database.close();
  });

  describe("a process killed in the middle of a double sign-up", () => {
    test("after any of its statements, the places counted are the sign-ups holding one, and the queue moves", async () => {
      const whole = await crashAndCarryOn(0);
      // Both requests were in flight together, and both answered the one sign-up.
      expect(whole.raced).toBe(true);
      const { statements, answers } = JSON.parse(whole.output) as { statements: number; answers: Answer[] };
      expect(answers.map((a) => a.msg)).toEqual(["报名成功", "报名成功"]);
      expect(answers[0].data.attendId).toBe(answers[1].data.attendId);

      for (let killAfter = 1; killAfter < statements; killAfter++) {
        const run = await crashAndCarryOn(killAfter);
        expect(run.child.signalCode).toBe("SIGKILL");
      }
    }, 120_000);
  });
}
