import { asc, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { learningTags, type TagKind } from "@/db/schema";

export type Tag = { id: number; name: string };

/** The operators' learning tags of the given kinds, each kind in its own order (sort, then id). */
export async function tagsByKind<K extends TagKind>(db: Db, kinds: readonly K[]): Promise<Record<K, Tag[]>> {
  const rows = await db
    .select({ id: learningTags.id, name: learningTags.name, kind: learningTags.kind })
    .from(learningTags)
    .where(inArray(learningTags.kind, [...kinds]))
    .orderBy(asc(learningTags.sort), asc(learningTags.id));
  const out = Object.fromEntries(kinds.map((k) => [k, [] as Tag[]])) as Record<K, Tag[]>;
  for (const r of rows) out[r.kind as K].push({ id: r.id, name: r.name });
  return out;
}
