import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource, type WriteContext } from "@/api/admin/resource";
import type { AdminResource } from "@/api/contract/admin";
import { ContentArticleSchema, ContentItemSchema, parseTags } from "@/api/contract/content";
import type { ContentItemRow } from "@/api/contract/content-admin";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { type ContentKind, contents } from "@/db/schema/content";
import { contentKind, findCategory, ofKind, publishedIs } from "../queries";
import { indexContent, unindexContent } from "../search-index";

type Row = typeof contents.$inferSelect;

/** 已发布 / 未发布 as the list filter sends it. */
function publishedFilter(value: unknown) {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "boolean") throw httpError(400, "筛选条件无效");
  return publishedIs(value);
}

/** The item as the form reads it: tags as a list of names. */
function serialize(row: Row) {
  const { body, createdAt, updatedAt, ...rest } = row;
  return { ...rest, body, tags: parseTags(row.tags), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

async function requireCategory(tx: Tx, cateId: number, lwId: number) {
  const cate = await findCategory(tx, cateId);
  if (!cate || cate.lwId !== lwId) throw httpError(400, "请选择本栏目的分类", "cateId");
}

async function requireSolution(tx: Tx, solutionId: number) {
  if ((await contentKind(tx, solutionId)) !== "solution") throw httpError(400, "所属解决方案不存在", "solutionId");
}

const common = {
  table: contents,
  sortable: { sort: contents.sort, title: contents.title, createdAt: contents.createdAt, updatedAt: contents.updatedAt },
  serialize,
  conflict: "内容已存在",
  // Every item's search document follows the row as stored, in the same transaction.
  afterWrite: (row: Row, { tx }: WriteContext) => indexContent(tx, row),
};

/** A library of solutions, cases, ideas or rewards: its categories come from library `lwId`. */
export function libraryResource(name: AdminResource, kind: Exclude<ContentKind, "article">, lwId: number) {
  return defineResource<ContentItemRow>()({
    ...common,
    name,
    scope: () => ofKind(kind),
    filters: { q: search(contents.title), cateId: equalsInt(contents.cateId), published: publishedFilter },
    create: {
      schema: ContentItemSchema,
      async values(input, { tx }) {
        await requireCategory(tx, input.cateId, lwId);
        return { kind, ...input };
      },
    },
    update: {
      schema: ContentItemSchema,
      async values(input, { tx }) {
        await requireCategory(tx, input.cateId, lwId);
        return { ...input, updatedAt: new Date() };
      },
    },
    remove: {
      async check(ctx) {
        if (kind === "solution") await refuseWhileUsed(contents.solutionId, (n) => `该方案下还有 ${n} 篇文章，请先删除文章`)(ctx);
        await unindexContent(ctx.tx, ctx.before.id);
      },
    },
  });
}

/** A solution's articles, of the four types. */
export const contentArticlesResource = defineResource<ContentItemRow>()({
  ...common,
  name: "content-articles",
  sortable: { ...common.sortable, types: contents.types },
  scope: () => ofKind("article"),
  filters: {
    q: search(contents.title),
    solutionId: equalsInt(contents.solutionId),
    types: equalsInt(contents.types),
    published: publishedFilter,
  },
  create: {
    schema: ContentArticleSchema,
    async values(input, { tx }) {
      await requireSolution(tx, input.solutionId);
      return { kind: "article" as const, ...input };
    },
  },
  update: {
    schema: ContentArticleSchema,
    async values(input, { tx }) {
      await requireSolution(tx, input.solutionId);
      return { ...input, updatedAt: new Date() };
    },
  },
  remove: { check: ({ tx, before }) => unindexContent(tx, before.id) },
});
