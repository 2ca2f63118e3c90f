import { pagerOf } from "@/api/contract/pager";
import type { Conn, Db } from "@/db/client";
import type { ContentKind } from "@/db/schema/content";
import { beijingTime } from "../../contract/beijing-time";
import { ARTICLE_TYPE_LABELS, CONTENT_NOT_FOUND, type ContentPager } from "../../contract/content";
import { fail } from "../../protocol/errors";
import { deleteCollect, findPublished, insertCollect, isCollected, listCategories, pageContents, solutionArticles } from "./queries";

type ItemRow = Awaited<ReturnType<typeof solutionArticles>>[number];

/** An item as the lists carry it (spec 001 section 3: tags as JSON text, strId, cate). */
function contentItem(row: ItemRow) {
  return {
    strId: String(row.id),
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    tags: row.tags,
    cateId: row.cateId ?? 0,
    cate: row.cate ?? "",
    types: row.types,
    typeName: ARTICLE_TYPE_LABELS[row.types] ?? "",
    createTime: beijingTime(row.createdAt),
  };
}

/** SolutionContents/cate {lwId}: data.cate. */
export async function categoriesOf(db: Db, lwId: number) {
  return { cate: await listCategories(db, lwId) };
}

/** SolutionContents/CaseBase, Idea, Reward, solution: data.list and data.pager of one library. */
export async function contentPage(db: Db, kind: ContentKind, p: ContentPager) {
  const { rows, total } = await pageContents(db, kind, p.cateId, (p.currentPage - 1) * p.pageSize, p.pageSize);
  return {
    list: rows.map(contentItem),
    pager: { ...pagerOf(p.currentPage, p.pageSize, total), cateId: p.cateId },
  };
}

async function published(db: Conn, id: number, kind?: ContentKind) {
  const row = await findPublished(db, id);
  if (!row || (kind && row.kind !== kind)) fail(CONTENT_NOT_FOUND);
  return row;
}

/** SolutionContents/GetList {id, types}: a published solution's articles, grouped by the page into type tabs. */
export async function articleList(db: Db, solutionId: number, types: number) {
  await published(db, solutionId, "solution");
  return { list: (await solutionArticles(db, solutionId, types)).map(contentItem) };
}

/**
 * SolutionContents/Detail {strId}: any published item with its body and whether this person collected it; a
 * solution carries its articles, an article its solution.
 */
export async function contentDetail(db: Db, id: number, userId: number | null) {
  const row = await published(db, id);
  const [collected, articles, solution] = await Promise.all([
    userId ? isCollected(db, userId, id) : false,
    row.kind === "solution" ? solutionArticles(db, id, 0) : [],
    row.solutionId ? findPublished(db, row.solutionId) : null,
  ]);
  return {
    ...contentItem(row),
    kind: row.kind,
    body: row.body,
    isCollect: collected ? 1 : 0,
    articles: articles.map(contentItem),
    solution: solution ? { strId: String(solution.id), title: solution.title } : null,
  };
}

/** SolutionContents/Collect: collecting twice keeps one collect. */
export async function collect(db: Db, userId: number, id: number) {
  await published(db, id);
  await insertCollect(db, userId, id);
  return { isCollect: 1 };
}

/** SolutionContents/UnCollect: removing what is not collected is no error (the button shows 收藏 either way). */
export async function uncollect(db: Db, userId: number, id: number) {
  await deleteCollect(db, userId, id);
  return { isCollect: 0 };
}

/** my/collectset {id}: collected becomes not collected and the other way round. */
export async function toggleCollect(db: Db, userId: number, id: number) {
  if (await deleteCollect(db, userId, id)) return { isCollect: 0 };
  return collect(db, userId, id);
}
