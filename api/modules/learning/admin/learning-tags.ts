import type { AnyColumn } from "drizzle-orm";
import { equalsText, search } from "@/api/admin/filters";
import { refuseWhileListed } from "@/api/admin/in-use";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type LearningTagRow, LearningTagSchema, TAG_KIND_LABELS, TAG_KINDS } from "@/api/contract/learning-admin";
import { learningTags } from "@/db/schema/learning";
import { namedOrOfKinds } from "./queries";

const byName = search(learningTags.name);

/** The search box: a name, or a kind's label, since the session form reads tags as 「产品 · 搜索推广」. */
function nameOrKind(value: unknown) {
  const named = byName(value);
  if (!named) return undefined;
  const q = String(value).trim();
  const kinds = TAG_KINDS.filter((k) => TAG_KIND_LABELS[k].includes(q));
  return namedOrOfKinds(named, kinds);
}

/** The catalogue's learning tags (docs/decisions/0008), put on sessions through `taggedBy` (trainings.tag_ids). */
export const learningTagsResource = (taggedBy: AnyColumn) =>
  defineResource<LearningTagRow>()({
    name: "learning-tags",
    table: learningTags,
    sortable: { kind: learningTags.kind, sort: learningTags.sort, name: learningTags.name },
    filters: { q: nameOrKind, kind: equalsText(learningTags.kind, TAG_KINDS) },
    serialize: (t) => ({ id: t.id, kind: t.kind, name: t.name, sort: t.sort }),
    ...storedAsSent(LearningTagSchema),
    remove: { check: refuseWhileListed(taggedBy, (n) => `该标签已用于 ${n} 门课程，不能删除`) },
    conflict: "该类型下已有同名标签",
  });
