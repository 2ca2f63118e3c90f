import { asc, inArray } from "drizzle-orm";
import type { TagKind } from "@/api/contract/learning-admin";
import type { Conn } from "@/db/client";
import { learningTags } from "@/db/schema/learning";

/** The learning tags of the given kinds, in the operators' order (sort, then id). */
export async function listTagsOfKinds(db: Conn, kinds: readonly TagKind[]) {
  return db
    .select({ id: learningTags.id, name: learningTags.name, kind: learningTags.kind })
    .from(learningTags)
    .where(inArray(learningTags.kind, [...kinds]))
    .orderBy(asc(learningTags.sort), asc(learningTags.id));
}
