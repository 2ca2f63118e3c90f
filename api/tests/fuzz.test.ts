import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { type AdminBrowser, adminBrowser, adminSignIn, userWith } from "@/api/admin/tests/support";
import { randomToken, signBody } from "@/api/contract/protocol/signing";
import { calls } from "@/api/modules";
import { adminModules } from "@/api/modules/admin";
import { signIn, testClient } from "@/tests/support/client";
import { FIELD_PROBES, hostilePayload, hostileValue, probePayloads } from "@/tests/support/hostile";
import { type Issued, issueKeys, post } from "@/tests/support/raw";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { watchWrites } from "@/tests/support/write-log";

/**
 * Invalid input never answers 500 (DESIGN.md): every portal call and every back-office resource, fed the values of the
 * outside probe (issue 12) and then hostile values from fast-check (a fixed seed, a bounded number of cases), answers in
 * Chinese, and a refusal writes nothing but the protocol's own bookkeeping.
 */
const SEED = 12;
const RUNS = 10;

/** The run's parameters: the probe's own cases first, then RUNS drawn from the arbitraries (fast-check counts both). */
const cases = <T>(examples: T[] = []) => ({ seed: SEED, numRuns: examples.length + RUNS, examples });

/** What any request may write, refused or not: replay nonces, rate-limit counters, the session's last-seen time. */
const BOOKKEEPING = ["replay_nonces", "rate_limits", "sessions"];
const CHINESE = /\p{Script=Han}/u;

let srv: TestServer;
let keys: Issued;
let learnerCookie: string;
let operator: AdminBrowser;
let written: Awaited<ReturnType<typeof watchWrites>>;

beforeAll(async () => {
  srv = await startTestServer();
  keys = await issueKeys(srv.url);
  const learner = testClient(srv.url, { ip: "10.12.0.2" });
  await signIn(learner, srv.url, "13800120001");
  learnerCookie = [...learner.cookies].map(([k, x]) => `${k}=${x}`).join("; ");
  await userWith(srv.deps.db, "13800120002", { roles: ["person", "operator"], chineseName: "运营" });
  operator = adminBrowser(srv.url);
  await adminSignIn(operator, srv.url, "13800120002");
  written = await watchWrites(srv.deps.db, BOOKKEEPING);
});
afterAll(() => srv.stop());

/** Reads what the request wrote; a refusal must have written nothing beyond bookkeeping. */
async function expectWrites(what: string, refused: boolean) {
  const tables = await written();
  if (refused) expect({ what, written: tables }).toEqual({ what, written: [] });
}

/** A request's JSON as a failure message shows it (a 60 KB value cut short). */
const show = (x: unknown) => (JSON.stringify(x) ?? "").slice(0, 300);

/**
 * A call signed as the portal signs it, by a visitor or the signed-in learner. A body canonical JSON cannot hold (a lone
 * surrogate) goes with a made-up signature, as a hand-written client would send it.
 */
async function send(path: string, payload: Record<string, unknown>, signedIn: boolean) {
  const body: Record<string, unknown> = { ...payload, timestamp: Date.now(), random: randomToken(), cipher: keys.cipher };
  body.signature = await signBody(keys.key, path, body).catch(() => "0".repeat(64));
  return post(
    srv.url,
    path,
    body,
    signedIn ? { cookie: learnerCookie, "x-forwarded-for": "10.12.0.2" } : { "x-forwarded-for": "10.12.0.1" },
  );
}

// my/out signs the learner out: it goes last so every other call is tried signed in.
const portalCalls = [...calls.filter((c) => c.path !== "my/out"), ...calls.filter((c) => c.path === "my/out")];

describe("every portal call, by a visitor and by a learner, answers hostile input in Chinese, never 500", () => {
  for (const call of portalCalls) {
    test(call.path, async () => {
      await fc.assert(
        fc.asyncProperty(fc.boolean(), hostilePayload(call.input), async (signedIn, payload) => {
          const answer = await send(call.path, payload, signedIn);
          const what = `${call.path} ${show(payload)}`;
          expect({ what, status: answer.status }).not.toEqual({ what, status: 500 });
          if (answer.code !== 0) expect({ what, msg: answer.msg }).toEqual({ what, msg: expect.stringMatching(CHINESE) });
          await expectWrites(what, answer.code === 1);
        }),
        cases(probePayloads(call.input).map((payload): [boolean, Record<string, unknown>] => [true, payload])),
      );
    });
  }
});

/** Bun itself answers 431, before the app, to a request line over about 16 KB: hostile text in a URL stays well below. */
const fitsUrl = (x: unknown) => encodeURIComponent((JSON.stringify(x) ?? "").toWellFormed()).length <= 4_000;
const urlValue = hostileValue.filter(fitsUrl);

/** A list query as ra-data-simple-rest writes it (`?sort=…&range=…&filter=…`, each JSON), or any text at all. */
function listQuery(sortable: string[], filterKeys: string[]) {
  const json = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof(
      arb.map((x) => JSON.stringify(x) ?? ""),
      fc.string(),
    );
  const field = fc.constantFrom(...sortable, "__proto__", "constructor", "toString");
  const sort = fc.oneof(fc.tuple(fc.oneof(field, urlValue), fc.constantFrom("ASC", "DESC")), urlValue);
  const range = fc.oneof(fc.tuple(urlValue, urlValue), urlValue);
  const filter = fc.oneof(fc.dictionary(fc.constantFrom(...filterKeys, "id", "__proto__"), urlValue, { maxKeys: 2 }), urlValue);
  return fc
    .record({ sort: json(sort), range: json(range), filter: json(filter) }, { requiredKeys: [] })
    .map((q) => `?${new URLSearchParams(q as Record<string, string>)}`);
}

/** The probe's list queries: its values as a sort field (NUL and a lone surrogate too), a range (1e300 too) and each filter's. */
function probeQueries(filterKeys: string[]) {
  const q = (o: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(o).map(([k, x]) => [k, JSON.stringify(x)]))}`;
  return [
    ...[...FIELD_PROBES, "a\u0000b", "\uD800"].map((x) => q({ sort: [x, "ASC"] })),
    ...[...FIELD_PROBES, 1e300].map((x) => q({ range: [x, x] })),
    ...FIELD_PROBES.flatMap((x) => [...filterKeys, "id"].map((key) => q({ filter: { [key]: x } }))),
  ];
}

/** A record id in a path: anything but an id, or (to reach the checks after the row is read) the first row's. */
const hostileId = urlValue.map((x) => encodeURIComponent((typeof x === "string" ? x : JSON.stringify(x)).toWellFormed()));
const pathId = fc.oneof(fc.constant("1"), hostileId);

describe("every back-office resource answers hostile input in Chinese, never 500", () => {
  /** The operator may use every resource: a 401 or 403 would mean the fuzzing had locked itself out. */
  function expectAnswer(res: { status: number; json: any }, what: string) {
    expect({ what, status: res.status }).not.toEqual({ what, status: 500 });
    expect({ what, lockedOut: res.status === 401 || res.status === 403 }).toEqual({ what, lockedOut: false });
    if (res.status >= 400) expect({ what, message: res.json?.message }).toEqual({ what, message: expect.stringMatching(CHINESE) });
  }

  /** A write as expectAnswer, and a refused one wrote nothing. */
  async function expectWriteAnswer(res: { status: number; json: any }, what: string) {
    expectAnswer(res, what);
    await expectWrites(what, res.status >= 400);
  }

  for (const def of adminModules.flatMap((m) => m.resources)) {
    test(`${def.name}: list, getOne, create, update, delete`, async () => {
      const base = `/${def.name}`;
      const filterKeys = Object.keys(def.filters ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            listQuery(Object.keys(def.sortable), filterKeys),
            pathId.map((id) => `/${id}`),
          ),
          async (rest) => {
            expectAnswer(await operator.get(`${base}${rest}`), `GET ${base}${rest}`);
          },
        ),
        cases(probeQueries(filterKeys).map((q): [string] => [q])),
      );
      const create = def.create?.schema;
      if (create) {
        await fc.assert(
          fc.asyncProperty(hostilePayload(create), async (body) => {
            await expectWriteAnswer(await operator.post(base, body), `POST ${base} ${show(body)}`);
          }),
          cases(probePayloads(create).map((body): [Record<string, unknown>] => [body])),
        );
      }
      const update = def.update?.schema;
      if (update) {
        await fc.assert(
          fc.asyncProperty(pathId, hostilePayload(update), async (id, body) => {
            await expectWriteAnswer(await operator.put(`${base}/${id}`, body), `PUT ${base}/${id} ${show(body)}`);
          }),
          // The probe's cases once per schema: most resources create and update with the same one.
          cases(update === create ? [] : probePayloads(update).map((body): [string, Record<string, unknown>] => ["1", body])),
        );
      }
      if (def.remove) {
        await fc.assert(
          fc.asyncProperty(hostileId, async (id) => {
            await expectWriteAnswer(await operator.del(`${base}/${id}`), `DELETE ${base}/${id}`);
          }),
          cases(),
        );
      }
    });
  }
});
