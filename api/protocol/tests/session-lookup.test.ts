import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { sessions, users } from "@/db/schema/account/users";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test("people calling at the same moment, whose sessions are looked up together, are each answered as themselves", async () => {
  const people = await signedInPeople(server.deps.db, server.url, 40, 17500000000);
  // One person's session has ended, another's account is disabled: those two are visitors now.
  await server.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, people[3].id));
  await server.deps.db.update(users).set({ disabled: 1 }).where(eq(users.id, people[7].id));
  const stranger = testClient(server.url);
  stranger.cookies.set("sid", "no-such-session");

  const answers = await Promise.all(
    [...people.map((p) => p.client), stranger].map((c) => c.call<{ mobile: string } | null>("common/currentuser")),
  );
  expect(answers.every((a) => a.code === 0)).toBe(true);
  const seen = answers.map((a) => a.data?.mobile ?? null);
  const expected = [...people.map((p, i) => (i === 3 || i === 7 ? null : p.mobile)), null];
  expect(seen).toEqual(expected);
});
