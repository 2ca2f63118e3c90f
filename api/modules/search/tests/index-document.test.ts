import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { freshDatabase } from "@/tests/support/database";
import { indexDocument, removeDocument } from "../service";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

type Row = { type: number; source_id: number; title: string; visible: boolean; words: string };

describe("indexDocument / removeDocument", () => {
  test("stores the segmented words, title weighted A and body B, and upserts by (type, sourceId)", async () => {
    const doc = {
      type: 1 as const,
      sourceId: 7,
      title: "抖音直播带货训练营",
      body: "教你提升直播间转化率",
      url: "/Training/Detail/a7",
      visible: true,
    };
    await indexDocument(database.db, doc);
    let [row] = rowsOf<Row>(
      await database.db.execute(sql`select type, source_id, title, visible, words::text as words from search_documents`),
    );
    expect(row).toMatchObject({ type: 1, source_id: 7, title: "抖音直播带货训练营", visible: true });
    expect(row.words).toContain("'抖音':1A");
    expect(row.words).toContain("'带货':3A");
    expect(row.words).toContain("'转化率'");
    expect(row.words).toMatch(/'直播间':\d+B/);

    await indexDocument(database.db, { ...doc, title: "小红书种草课", visible: false });
    const all = rowsOf<Row>(
      await database.db.execute(sql`select type, source_id, title, visible, words::text as words from search_documents`),
    );
    expect(all).toHaveLength(1);
    [row] = all;
    expect(row).toMatchObject({ title: "小红书种草课", visible: false });
    expect(row.words).not.toContain("抖音");
  });

  test("quotes and backslashes in the text are stored as words, not as syntax", async () => {
    await indexDocument(database.db, {
      type: 4,
      sourceId: 1,
      title: "It's a \\test' 问答",
      body: "<b>粗体</b> & 'x'",
      url: "/Help/Center?id=1",
      visible: true,
    });
    const found = rowsOf<Row>(
      await database.db.execute(
        sql`select type, source_id, title, visible, words::text as words from search_documents where words @@ ${"'粗体'"}::tsquery`,
      ),
    );
    expect(found.map((r) => r.source_id)).toEqual([1]);
  });

  test("removeDocument takes one document out and leaves the others", async () => {
    await removeDocument(database.db, 1, 7);
    expect(
      rowsOf<Row>(await database.db.execute(sql`select type, source_id, title, visible, words::text as words from search_documents`)).map(
        (r) => [r.type, r.source_id],
      ),
    ).toEqual([[4, 1]]);
  });
});
