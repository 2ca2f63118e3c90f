import * as v from "valibot";
import { flag, int, link, RecordIdSchema, requiredText, text } from "./admin-form";
import { defineCall } from "./call";
import type { Pager } from "./pager";
import { filterIdSchema, idLike, intLike, PageSchema, pageSizeSchema } from "./pager";

/** The libraries a category belongs to (SolutionContents/cate {lwId}); the case library asks with lwId 4. */
export const LIBRARY_LABELS: Record<number, string> = { 1: "解决方案", 2: "创意", 3: "激励政策", 4: "案例" };

/** The types of a solution's articles, shown as tabs on the solution's page. */
export const ARTICLE_TYPE_LABELS: Record<number, string> = { 1: "方案解读", 2: "产品能力", 3: "实施步骤", 4: "常见问题" };

export const CONTENT_NOT_FOUND = "内容不存在或已下线";

/** SolutionContents/cate {lwId}: a library's categories. */
const CateSchema = v.object({ lwId: v.pipe(intLike, v.picklist([1, 2, 3, 4], "参数错误")) });

/** The library lists' pager (SolutionContents/CaseBase, Idea, Reward, solution): cateId 0 or absent means all. */
const ContentPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  cateId: filterIdSchema(),
});
export type ContentPager = v.InferOutput<typeof ContentPagerSchema>;

/** SolutionContents/GetList {id, types}: a solution's articles, of one type (0 or absent: all types). */
const ArticleListSchema = v.object({
  id: idLike(CONTENT_NOT_FOUND),
  types: filterIdSchema(4),
});

/** SolutionContents/Detail, Collect and UnCollect {strId}. */
const StrIdSchema = v.object({ strId: idLike(CONTENT_NOT_FOUND) });

/** my/collectset {id}: toggles the collect. */
const CollectSetSchema = v.object({ id: idLike(CONTENT_NOT_FOUND) });

/** A tag list as the spec carries it: JSON text of names. Anything unreadable is no tags. */
export function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string" && t.trim() !== "") : [];
  } catch {
    return [];
  }
}

// ---- What the back office writes (operators only) ----

/** Typed tags ('搜索，信息流'), or the JSON text this schema itself outputs (the form submits its output). */
const tagsOfText = (text: string) => (text.trim().startsWith("[") ? parseTags(text) : text.split(/[,，、]/));

/** Tags as the form sends them (a list of names, or one text split by commas) and as they are stored: JSON text. */
const TagsInputSchema = v.pipe(
  v.nullish(v.union([v.array(v.string()), v.string()]), []),
  v.transform((x) => (typeof x === "string" ? tagsOfText(x) : x).map((t) => t.trim()).filter((t) => t !== "")),
  v.maxLength(10, "标签最多10个"),
  v.check((tags) => tags.every((t) => t.length <= 20), "每个标签不能超过20个字"),
  v.transform((tags) => JSON.stringify([...new Set(tags)])),
);

export const ContentCategorySchema = v.object({
  lwId: v.picklist([1, 2, 3, 4], "请选择所属栏目"),
  name: requiredText(20, "请输入分类名称", "分类名称不能超过20个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

const contentFields = {
  title: requiredText(100, "请输入标题", "标题不能超过100个字"),
  cover: link("封面图片"),
  summary: text(300, "摘要不能超过300个字"),
  body: text(20_000, "正文不能超过20000个字"),
  tags: TagsInputSchema,
  published: v.pipe(
    flag("请选择是否发布"),
    v.transform((b) => b === 1),
  ),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
};

/** A solution, case, idea or reward: a category of its library and the common fields. */
export const ContentItemSchema = v.object({ cateId: RecordIdSchema("请选择分类"), ...contentFields });

/** A solution's article: its solution and type instead of a category. */
export const ContentArticleSchema = v.object({
  solutionId: RecordIdSchema("请选择所属解决方案"),
  types: v.picklist([1, 2, 3, 4], "请选择文章类型"),
  ...contentFields,
});

/** The detail page of an item (spec 000 section 2: /Idea/Detail/{id}, /Reward/Detail/{id}, /Solution/Detail/{id}). */
export function contentPath(kind: string, id: number) {
  const base: Record<string, string> = {
    solution: "/Solution/Detail",
    article: "/Solution/Article",
    case: "/CaseBase/Detail",
    idea: "/Idea/Detail",
    reward: "/Reward/Detail",
  };
  return `${base[kind] ?? "/Solution/Detail"}/${id}`;
}

/** An item of a library list (spec 001 section 3: tags as JSON text, strId, cate). */
export type ContentItem = {
  strId: string;
  id: number;
  title: string;
  cover: string;
  summary: string;
  tags: string;
  cateId: number;
  cate: string;
  types: number;
  typeName: string;
  createTime: string;
};
/** A library's page in a category (0: all). */
export type ContentPage = { list: ContentItem[]; pager: Pager & { cateId: number } };
/** SolutionContents/Detail: an item with its body, whether the person collected it, and what it links to. */
export type ContentDetail = ContentItem & {
  kind: "solution" | "article" | "case" | "idea" | "reward";
  body: string;
  isCollect: number;
  articles: ContentItem[];
  solution: { strId: string; title: string } | null;
};
export type ContentCate = { id: number; name: string };
export type CollectState = { isCollect: number };

/* The calls (the server's content module). */
export const solutionContentsCaseBaseCall = defineCall({
  path: "SolutionContents/CaseBase",
  input: ContentPagerSchema,
}).returns<ContentPage>();
export const solutionContentsIdeaCall = defineCall({ path: "SolutionContents/Idea", input: ContentPagerSchema }).returns<ContentPage>();
export const solutionContentsRewardCall = defineCall({ path: "SolutionContents/Reward", input: ContentPagerSchema }).returns<ContentPage>();
export const solutionContentsSolutionCall = defineCall({
  path: "SolutionContents/solution",
  input: ContentPagerSchema,
}).returns<ContentPage>();
export const solutionContentsGetListCall = defineCall({ path: "SolutionContents/GetList", input: ArticleListSchema }).returns<{
  list: ContentItem[];
}>();
export const solutionContentsDetailCall = defineCall({ path: "SolutionContents/Detail", input: StrIdSchema }).returns<ContentDetail>();
export const solutionContentsCollectCall = defineCall({ path: "SolutionContents/Collect", input: StrIdSchema }).returns<CollectState>();
export const solutionContentsUnCollectCall = defineCall({ path: "SolutionContents/UnCollect", input: StrIdSchema }).returns<CollectState>();
export const myCollectsetCall = defineCall({ path: "my/collectset", input: CollectSetSchema }).returns<CollectState>();
export const solutionContentsCateCall = defineCall({ path: "SolutionContents/cate", input: CateSchema }).returns<{ cate: ContentCate[] }>();
