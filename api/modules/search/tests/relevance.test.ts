import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { indexDocument, siteSearch } from "../service";
import { indexTraining } from "../training-documents";
import { BYLINE_BELOW, CORPUS, LECTURED, RELEVANCE } from "./corpus";

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
  for (const [i, s] of LECTURED.entries()) {
    const id = CORPUS.length + i + 1;
    const lecturer = JSON.stringify(s.lecturers.map((p) => ({ ...p, imgUrl: "" })));
    await indexTraining(database.db, { id, strId: s.key, title: s.title, descripts: s.body, lecturer, published: 1 });
    keyOf.set(`1:${id}`, s.key);
  }
});
afterAll(() => database.close());

const anonymous = { userId: null, visitorId: null };

async function ranked(query: string, pageSize: number) {
  const page = await siteSearch(database.db, { key: query, currentPage: 1, pageSize, type: 0 }, anonymous);
  return page.list.map((item) => keyOf.get(`${item.t}:${item.typeId}`));
}
const top3 = (query: string) => ranked(query, 3);

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

describe("relevance: who gives a session counts less than what it is about", () => {
  test.each(BYLINE_BELOW)("$query: the sessions found only by a lecturer's title come last", async ({ query, lecturerOnly }) => {
    const found = await ranked(query, 50);
    const others = found.filter((key) => !lecturerOnly.includes(key!));
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(found.slice(others.length).sort()).toEqual([...lecturerOnly].sort());
  });

  test("a lecturer's name still finds their session first", async () => {
    expect((await top3("王晓岚"))[0]).toBe("lecturer-account-audit");
    expect(await top3("林雅婷")).toEqual(["lecturer-qa"]);
  });
});
