import { count } from "drizzle-orm";
import { indexContent } from "@/api/modules/content/search-index";
import type { StorageDriver } from "@/api/providers/storage";
import { type ContentKind, contentCategories, contents, LIBRARY } from "@/db/schema/content";
import type { Db, Tx } from "../client";
import { storeCovers } from "./art/render";
import demo from "./data/content.json";
import type { SeedLog } from "./progress";

type Item = { title: string; summary: string; body: string[]; tags: string[]; cate: string };
type Article = { types: number; title: string; summary: string; body: string[]; tags: string[] };

const CATEGORIES: Record<number, string[]> = {
  [LIBRARY.solution]: ["零售电商", "教育培训", "本地生活"],
  [LIBRARY.idea]: ["短视频创意", "图文创意", "节日营销"],
  [LIBRARY.reward]: ["新客激励", "代理商激励", "认证激励"],
  [LIBRARY.case]: ["零售电商", "教育培训", "汽车", "本地生活"],
};

/** The demo items, as data: a body is its paragraphs. */
const {
  solutions: SOLUTIONS,
  cases: CASES,
  ideas: IDEAS,
  rewards: REWARDS,
} = demo as {
  solutions: (Item & { articles: Article[] })[];
  cases: Item[];
  ideas: Item[];
  rewards: Item[];
};

async function insertItem(tx: Tx, kind: ContentKind, values: Omit<typeof contents.$inferInsert, "kind">) {
  const [row] = await tx
    .insert(contents)
    .values({ ...values, kind })
    .returning();
  await indexContent(tx, row);
  return row;
}

/** What a cover says an item is, by its kind. */
const KIND_LABELS: Record<ContentKind, string> = {
  solution: "解决方案",
  article: "方案解读",
  case: "成功案例",
  idea: "创意灵感",
  reward: "激励政策",
};

/** Every item's cover, drawn at once, by kind and title. */
async function coversOf(storage: StorageDriver, libraries: [ContentKind, number, Item[]][]) {
  const items: { kind: ContentKind; title: string }[] = [
    ...SOLUTIONS.flatMap((s) => [
      { kind: "solution" as const, title: s.title },
      ...s.articles.map((a) => ({ kind: "article" as const, title: a.title })),
    ]),
    ...libraries.flatMap(([kind, , list]) => list.map((item) => ({ kind, title: item.title }))),
  ];
  const urls = await storeCovers(
    storage,
    items.map((i) => ({ title: i.title, kind: KIND_LABELS[i.kind] })),
  );
  const byKey = new Map(items.map((i, n) => [`${i.kind}:${i.title}`, urls[n]!]));
  return (kind: ContentKind, title: string) => byKey.get(`${kind}:${title}`);
}

/** Demo libraries: a few categories each and six items of every kind, indexed for search; only into empty tables. */
export async function seedContent(db: Db, storage: StorageDriver, log: SeedLog) {
  const [has] = await db.select({ n: count() }).from(contents);
  if (has.n > 0) return;
  const total = SOLUTIONS.length + CASES.length + IDEAS.length + REWARDS.length;
  const step = log.step("内容库", total);
  const libraries: [ContentKind, number, Item[]][] = [
    ["case", LIBRARY.case, CASES],
    ["idea", LIBRARY.idea, IDEAS],
    ["reward", LIBRARY.reward, REWARDS],
  ];
  const cover = await coversOf(storage, libraries);
  await db.transaction(async (tx) => {
    const cateIds = new Map<string, number>();
    for (const [lwId, names] of Object.entries(CATEGORIES)) {
      const rows = await tx
        .insert(contentCategories)
        .values(names.map((name, sort) => ({ lwId: Number(lwId), name, sort })))
        .returning();
      for (const r of rows) cateIds.set(`${lwId}:${r.name}`, r.id);
    }
    const fields = (item: Item | Article, sort: number) => ({
      title: item.title,
      summary: item.summary,
      body: item.body.join("\n\n"),
      tags: JSON.stringify(item.tags),
      sort,
    });
    for (const [i, s] of SOLUTIONS.entries()) {
      const solution = await insertItem(tx, "solution", {
        ...fields(s, SOLUTIONS.length - i),
        cover: cover("solution", s.title),
        cateId: cateIds.get(`${LIBRARY.solution}:${s.cate}`),
      });
      for (const [j, a] of s.articles.entries()) {
        await insertItem(tx, "article", {
          ...fields(a, s.articles.length - j),
          cover: cover("article", a.title),
          solutionId: solution.id,
          types: a.types,
        });
      }
      step.tick();
    }
    for (const [kind, lwId, items] of libraries) {
      for (const [i, item] of items.entries()) {
        await insertItem(tx, kind, {
          ...fields(item, items.length - i),
          cover: cover(kind, item.title),
          cateId: cateIds.get(`${lwId}:${item.cate}`),
        });
        step.tick();
      }
    }
  });
  step.done();
}
