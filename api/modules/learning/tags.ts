import type { TagKind } from "@/api/contract/learning-admin";
import type { Db } from "@/db/client";
import { listTagsOfKinds } from "./queries";

export type Tag = { id: number; name: string };

/** The operators' learning tags of the given kinds, each kind in its own order (sort, then id). */
export async function tagsByKind<K extends TagKind>(db: Db, kinds: readonly K[]): Promise<Record<K, Tag[]>> {
  const rows = await listTagsOfKinds(db, kinds);
  const out = Object.fromEntries(kinds.map((k) => [k, [] as Tag[]])) as Record<K, Tag[]>;
  for (const r of rows) out[r.kind as K].push({ id: r.id, name: r.name });
  return out;
}
