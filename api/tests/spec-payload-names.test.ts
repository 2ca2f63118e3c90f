import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { calls } from "@/api/modules";

/* Issue 35 item 12: a client written from the specs sends their payload names, case and all; each must be read. */

const SPEC_DIR = join(import.meta.dir, "../../../shared/spec");
const specText = readdirSync(SPEC_DIR)
  .map((f) => readFileSync(join(SPEC_DIR, f), "utf8"))
  .join("\n");

/** Every field name a call's input schema reads: its objects' entries, nested, and the spec names alsoNamed takes. */
function namesRead(schema: unknown, into = new Set<string>()) {
  const s = schema as {
    entries?: Record<string, unknown>;
    pipe?: unknown[];
    wrapped?: unknown;
    options?: unknown[];
    item?: unknown;
    type?: string;
    metadata?: { alsoNamed?: string[] };
  } | null;
  if (!s || typeof s !== "object") return into;
  for (const [name, child] of Object.entries(s.entries ?? {})) {
    into.add(name);
    namesRead(child, into);
  }
  for (const name of s.metadata?.alsoNamed ?? []) into.add(name);
  for (const child of [...(s.pipe ?? []), ...(s.options ?? []), s.wrapped, s.item]) namesRead(child, into);
  return into;
}

const byPath = new Map(calls.map((c) => [c.path.toLowerCase(), c]));

/** The spec's call lines that give a payload: `- path {a, b, c}` (a description in words, like {CV object}, is not a list). */
function specCalls() {
  return [...specText.matchAll(/([A-Za-z]+\/[A-Za-z0-9]+) \{([^}]*)\}/g)]
    .map((m) => ({ path: m[1]!, fields: m[2]!.split(",").map((f) => f.trim()) }))
    .filter((c) => c.fields.every((f) => /^\w+$/.test(f)));
}

/**
 * Spec 001's payload lists given by what they are rather than by call, and the call each is sent to. (Its "Payment
 * confirm" and "Company binding" lines list what pearson/Confirm and my/getavailablecompany answer, not a payload.)
 */
const PAYLOADS: Record<string, string> = {
  "Exam registration": "Pearson/ExamAdd",
  "Exam check": "Pearson/ExamUserCheck",
  Voucher: "pearson/voupay",
  "Certificate query": "pearson/certificate",
  "Lecturer submit": "Pearson/LecSubmit",
  "Paper certificate request": "pearson/AddCerPaper",
  "Invoice request": "pearson/AddInvoice",
  Start: "GrowPlan/Start",
  "Company details": "my/EditInterest",
  Buy: "JShop/BuyProduct",
  Login: "common/login",
  Registration: "common/reg",
  Vote: "Help/AddQAVote",
};

/** The field names of a payload line: the words before each comma, without the notes in brackets. */
function payloadFields(label: string) {
  const line = specText.split("\n").find((l) => l.startsWith(`- ${label}: `));
  if (!line) throw new Error(`spec 001 has no '${label}' line`);
  const list = line
    .slice(`- ${label}: `.length)
    .replace(/\([^)]*\)/g, "")
    .split(".")[0]!;
  return list
    .split(",")
    .map((f) => f.trim())
    .filter((f) => /^\w+$/.test(f));
}

test("every call the specs name with its payload exists, and reads each of the payload's names as the spec writes them", () => {
  const listed = specCalls();
  expect(listed.length).toBeGreaterThan(20);
  const unread = listed.flatMap(({ path, fields }) => {
    const call = byPath.get(path.toLowerCase());
    if (!call) return [`${path}: no such call`];
    const read = namesRead(call.input);
    return fields.filter((f) => !read.has(f)).map((f) => `${path}: ${f}`);
  });
  expect(unread).toEqual([]);
});

test("the payloads spec 001 lists by what they are are read by their calls under the spec's names (EadID and eadid, areacode)", () => {
  const unread = Object.entries(PAYLOADS).flatMap(([label, path]) => {
    const read = namesRead(byPath.get(path.toLowerCase())!.input);
    return payloadFields(label)
      .filter((f) => !read.has(f))
      .map((f) => `${label} (${path}): ${f}`);
  });
  expect(unread).toEqual([]);
});
