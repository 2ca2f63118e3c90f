import * as v from "valibot";

/**
 * A payload the spec's own client sends under other names (or another case) than ours: `names` maps each of our field
 * names to the spec's, and a field sent only under the spec's name is read as ours. Ours wins when both are sent.
 * Put it first in the call's pipe, before the object schema.
 */
export const alsoNamed = (names: Record<string, string>) =>
  v.pipe(
    v.looseObject({}),
    // Lets a reader of the schema (api/tests/spec-payload-names.test.ts) see the spec's names it takes.
    v.metadata({ alsoNamed: Object.values(names) }),
    v.transform((o: Record<string, unknown>) => {
      const renamed = { ...o };
      for (const [ours, spec] of Object.entries(names)) {
        if (renamed[ours] === undefined && renamed[spec] !== undefined) renamed[ours] = renamed[spec];
      }
      return renamed;
    }),
  );
