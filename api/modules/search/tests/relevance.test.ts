import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { indexDocument, siteSearch } from "../service";
import { CORPUS, RELEVANCE } from "./corpus";

let database: Database;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  database = await freshDatabase();
  for (const [i, doc] of CORPUS.entries()) {
    await indexDocument(database.db, {
      type: doc.type,
      sourceId: i + 1,
      title: doc.title,
      body: doc.body,
      url: `/fixture/${doc.key}`,
      visible: true,
    });
    keyOf.set(`${doc.type}:${i + 1}`, doc.key);
  }
});
afterAll(() => database.close());

const anonymous = { userId: null, visitorId: null };

async function top3(query: string) {
  const page = await siteSearch(database.db, { key: query, currentPage: 1, pageSize: 3, type: 0 }, anonymous);
  return page.list.map((item) => keyOf.get(`${item.t}:${item.typeId}`));
}

describe("relevance: what people type finds what they mean in the first three results", () => {
  test("the set is big enough to mean something", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
  });

  test.each(RELEVANCE)("$query", async ({ query, expect: wanted }) => {
    const found = await top3(query);
    for (const key of wanted) expect(found).toContain(key);
  });
});
