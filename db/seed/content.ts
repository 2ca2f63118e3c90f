import { count } from "drizzle-orm";
import { indexContent } from "@/api/modules/content/search-index";
import type { Db, Tx } from "../client";
import { type ContentKind, contentCategories, contents, LIBRARY } from "../schema";
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

/** Demo libraries: a few categories each and six items of every kind, indexed for search; only into empty tables. */
export async function seedContent(db: Db, log: SeedLog) {
  const [has] = await db.select({ n: count() }).from(contents);
  if (has.n > 0) return;
  const total = SOLUTIONS.length + CASES.length + IDEAS.length + REWARDS.length;
  const step = log.step("内容库", total);
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
    const libraries: [ContentKind, number, Item[]][] = [
      ["case", LIBRARY.case, CASES],
      ["idea", LIBRARY.idea, IDEAS],
      ["reward", LIBRARY.reward, REWARDS],
    ];
    for (const [i, s] of SOLUTIONS.entries()) {
      const solution = await insertItem(tx, "solution", {
        ...fields(s, SOLUTIONS.length - i),
        cateId: cateIds.get(`${LIBRARY.solution}:${s.cate}`),
      });
      for (const [j, a] of s.articles.entries()) {
        await insertItem(tx, "article", { ...fields(a, s.articles.length - j), solutionId: solution.id, types: a.types });
      }
      step.tick();
    }
    for (const [kind, lwId, items] of libraries) {
      for (const [i, item] of items.entries()) {
        await insertItem(tx, kind, { ...fields(item, items.length - i), cateId: cateIds.get(`${lwId}:${item.cate}`) });
        step.tick();
      }
    }
  });
  step.done();
}
