import fc from "fast-check";
import * as v from "valibot";
import type { AnySchema } from "@/api/contract/call";

/** `[[[…]]]`, `depth` arrays deep. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

/**
 * What the outside probe of issue 12 sent that fails where one field meets the database or a lookup: numbers past
 * PostgreSQL's integer (2^31, and as 23 digits of text), a date past year 9999, a key every object has.
 */
export const FIELD_PROBES: unknown[] = [2 ** 31, "99999999999999999999999", "275760-09-13", "__proto__"];

/** What it sent that breaks a body wherever it sits: NUL, a lone surrogate, deep nesting, 60 KB, a __proto__ key. */
const BODY_PROBES: unknown[] = ["a\u0000b", "\uD800", nested(20_000), "x".repeat(60_000), JSON.parse('{"__proto__":{"polluted":1}}')];

/** Their kin, among the values drawn at random. */
const KIN: unknown[] = [
  "a\uDC00b",
  "中".repeat(20_000),
  { constructor: { prototype: { polluted: 1 } } },
  1e300,
  2 ** 40,
  -(2 ** 31) - 1,
  "-271821-04-19T00:00:00Z",
  "2024-02-30",
  "toString",
];

/** Text from every corner of Unicode: emoji, right-to-left, NUL, lone surrogates. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("\u0000", "\uD800", "\uDFFF", "\u202E", "\u200F", "😀", "👨‍👩‍👧", "ع", "ש", "中", "%", "_", "\\", "'", '"'),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: 2 ** 31 - 2, max: 2 ** 31 + 2 }),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** One hostile value: wrong types, huge numbers, odd text, deep or polluting structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_PROBES, ...BODY_PROBES, ...KIN), weight: 3 },
  hostileText,
  hostileNumber,
  fc.constantFrom(true, false, null, {}, [], "", " "),
  fc.integer({ min: 2, max: 300 }).map(nested),
  fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom("__proto__", "constructor", "toString"), hostileText), hostileText, { maxKeys: 2 }),
);

/** Values a form would send, so the rest of a payload passes its checks and the hostile field gets deep in. */
const PLAUSIBLE: unknown[] = [1, "测试", "13800000000", "+86", "2024-01-01", true, "https://example.com/a.png", 0, "", null, []];
const plausible = fc.constantFrom(...PLAUSIBLE);

/** What a valibot schema shows of its shape: an object's entries, an array's item, a wrapper's schema, a union's options. */
type Node = { entries?: Record<string, Node>; item?: Node; wrapped?: Node; options?: Node[] };

/**
 * A payload shaped like a valibot schema (its object keys, nested objects and arrays), each leaf either hostile or
 * plausible, so every field of every form is reached. A pipe carries its first schema's kind, so pipes read as that.
 */
function shapedLike(schema: AnySchema | undefined): fc.Arbitrary<unknown> {
  const leaf = fc.oneof({ arbitrary: hostileValue, weight: 2 }, { arbitrary: plausible, weight: 1 });
  const walk = (node: Node | undefined): fc.Arbitrary<unknown> => {
    if (!node) return fc.dictionary(hostileText, leaf, { maxKeys: 3 });
    if (node.entries) {
      const model = Object.fromEntries(Object.entries(node.entries).map(([k, entry]) => [k, walk(entry)]));
      return fc.record(model, { requiredKeys: [] });
    }
    if (node.item) return fc.oneof(leaf, fc.array(walk(node.item), { maxLength: 3 }));
    if (node.wrapped) return walk(node.wrapped);
    if (node.options) return fc.oneof(...node.options.map(walk));
    return leaf;
  };
  return walk(schema as Node | undefined);
}

/** A payload for a call or a form: its own shape with hostile leaves, or any object at all. */
export function hostilePayload(schema: AnySchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const shaped = shapedLike(schema).filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x));
  return fc.oneof(shaped, fc.dictionary(fc.oneof(hostileText, fc.constantFrom("__proto__", "id")), hostileValue, { maxKeys: 3 }));
}

/** For each field of a schema's object, the first plausible value its own schema takes (none for an async one). */
function plausibleFields(schema: AnySchema | undefined) {
  const fields: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries((schema as Node | undefined)?.entries ?? {})) {
    if ((entry as AnySchema).async) continue;
    const fit = PLAUSIBLE.find((x) => v.safeParse(entry as v.GenericSchema, x).success);
    if (fit !== undefined) fields[key] = fit;
  }
  return fields;
}

/**
 * The probe's own cases for a schema: each field-level value in each field while the others hold values they take (so
 * the payload passes and the value reaches the query), then each body-level value in the first field.
 */
export function probePayloads(schema: AnySchema | undefined): Record<string, unknown>[] {
  const fields = plausibleFields(schema);
  const keys = Object.keys((schema as Node | undefined)?.entries ?? { id: null });
  return [
    ...keys.flatMap((key) => FIELD_PROBES.map((value) => ({ ...fields, [key]: value }))),
    ...BODY_PROBES.map((value) => ({ ...fields, [keys[0]]: value })),
  ];
}
