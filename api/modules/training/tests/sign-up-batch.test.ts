import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { trainingAttends, trainings } from "@/db/schema/training";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { releaseAttend } from "../sign-up";
import { takeSeat } from "../sign-up-batch";
import { makeTraining, signedInPeople } from "./helpers";

type Result = { isAp: number; msg: string; data: { attendId: number; status: string; position: number } };

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const seatsOf = async (trainingId: number) =>
  (await srv.deps.db.select({ n: trainings.seatsTaken }).from(trainings).where(eq(trainings.id, trainingId)))[0].n;

/** The session's queue as the database orders it: the user ids, first in line first. */
async function queueOf(trainingId: number) {
  const rows = await srv.deps.db
    .select({ userId: trainingAttends.userId })
    .from(trainingAttends)
    .where(and(eq(trainingAttends.trainingId, trainingId), eq(trainingAttends.status, "waiting")))
    .orderBy(asc(trainingAttends.queuedAt), asc(trainingAttends.id));
  return rows.map((r) => r.userId);
}

/** A sign-up with no form, as training/apply writes it for a session without approval. */
const signUp = (trainingId: number, userId: number) => ({ trainingId, userId, audit: 1, settings: [], survey: [] });

describe("sign-ups written together (group commit)", () => {
  test("50 at once for 10 places: 10 signed up, 40 waiting at positions 1..40 in the queue's order, 10 counted", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 10 });
    const people = await signedInPeople(srv.deps.db, srv.url, 50, 17600000000);
    const answers = await Promise.all(people.map((p) => p.client.call<Result>(`training/apply?id=${t.strId}`)));
    expect(answers.filter((a) => a.data.data.status === "signed")).toHaveLength(10);
    // Each person is told their own place: the n-th in the database's queue hears position n.
    const told = new Map(people.map((p, i) => [p.id, answers[i].data.data]));
    const queue = await queueOf(t.id);
    expect(queue).toHaveLength(40);
    expect(queue.map((userId) => told.get(userId))).toEqual(
      queue.map((_, i) => expect.objectContaining({ status: "waiting", position: i + 1 })),
    );
    expect(await seatsOf(t.id)).toBe(10);
    // Asking again answers the same place in the queue.
    const third = people.find((p) => p.id === queue[2])!;
    expect((await third.client.call<Result>(`training/apply?id=${t.strId}`)).data.data).toMatchObject({ status: "waiting", position: 3 });
  }, 60_000);

  test("sign-ups to four sessions at once are each counted on their own", async () => {
    const sessions = await Promise.all([1, 2, 3, 4].map(() => makeTraining(srv.deps.db, { capacity: 5 })));
    const people = await signedInPeople(srv.deps.db, srv.url, 12, 17610000000);
    const answers = await Promise.all(
      sessions.flatMap((t) => people.map((p) => p.client.call<Result>(`training/apply?id=${t.strId}`).then((a) => ({ t, a })))),
    );
    for (const t of sessions) {
      const mine = answers.filter((x) => x.t.id === t.id).map((x) => x.a.data.data);
      expect(mine.filter((a) => a.status === "signed")).toHaveLength(5);
      const positions = mine.filter((a) => a.status === "waiting").map((a) => a.position);
      expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(await seatsOf(t.id)).toBe(5);
    }
  }, 60_000);

  test("one batch for two sessions: each session's places and queue count only its own people", async () => {
    const [s1, s2] = await Promise.all([1, 2].map(() => makeTraining(srv.deps.db, { capacity: 1 })));
    const [a, b] = await signedInPeople(srv.deps.db, srv.url, 2, 17615000000);
    const batch = await Promise.all(
      [
        [s2, a],
        [s1, a],
        [s2, b],
        [s1, b],
      ].map(([t, p]) => takeSeat(srv.deps.db, signUp(t.id, p.id))),
    );
    expect(batch.map((x) => [x.trainingId, x.status, x.position])).toEqual([
      [s2.id, "signed", 0],
      [s1.id, "signed", 0],
      [s2.id, "waiting", 1],
      [s1.id, "waiting", 1],
    ]);
    for (const t of [s1, s2]) {
      expect(await queueOf(t.id)).toEqual([b.id]);
      expect(await seatsOf(t.id)).toBe(1);
    }
  });

  test("a person's two requests in one batch: one sign-up, both answer it", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 1 });
    const [a, b] = await signedInPeople(srv.deps.db, srv.url, 2, 17620000000);
    const [a1, a2, b1, b2] = await Promise.all([a, a, b, b].map((p) => takeSeat(srv.deps.db, signUp(t.id, p.id))));
    expect(a1).toEqual(a2);
    expect(a1).toMatchObject({ status: "signed", position: 0 });
    expect(b1).toEqual(b2);
    expect(b1).toMatchObject({ status: "waiting", position: 1 });
    expect(await queueOf(t.id)).toEqual([b.id]);
    expect(await seatsOf(t.id)).toBe(1);
  });

  test("in one batch a cancelled sign-up starts over in its turn, a rejected one stays rejected", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 2 });
    const [cancelled, rejected, first, last] = await signedInPeople(srv.deps.db, srv.url, 4, 17630000000);
    const [c, r] = await Promise.all([cancelled, rejected].map((p) => takeSeat(srv.deps.db, signUp(t.id, p.id))));
    await releaseAttend(srv.deps.db, srv.deps.sms, c.id, "cancel");
    await releaseAttend(srv.deps.db, srv.deps.sms, r.id, "reject");
    expect(await seatsOf(t.id)).toBe(0);

    const batch = await Promise.all([first, rejected, cancelled, last].map((p) => takeSeat(srv.deps.db, signUp(t.id, p.id))));
    expect(batch.map((a) => [a.status, a.audit, a.position])).toEqual([
      ["signed", 1, 0],
      ["released", 2, 0],
      ["signed", 1, 0],
      ["waiting", 1, 1],
    ]);
    // The cancelled person's sign-up is their old row, written afresh.
    expect(batch[2].id).toBe(c.id);
    expect(await seatsOf(t.id)).toBe(2);
  });

  test("a sign-up the database refuses fails alone: the others in its batch are written", async () => {
    const t = await makeTraining(srv.deps.db, { capacity: 5 });
    const [a, b] = await signedInPeople(srv.deps.db, srv.url, 2, 17640000000);
    const nobody = 2_000_000_000;
    const answers = await Promise.allSettled([a.id, nobody, b.id].map((id) => takeSeat(srv.deps.db, signUp(t.id, id))));
    expect(answers.map((x) => x.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await seatsOf(t.id)).toBe(2);
  });
});
