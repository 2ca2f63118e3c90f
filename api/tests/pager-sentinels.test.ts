import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { calls } from "@/api/modules";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

/** A spec client starts every pager as spec 001 section 3 writes it: page 1, no total yet, no choice yet. */
const INITIAL = { currentPage: 1, totalRecord: -1 };

describe("the pager's initial values, as a spec client sends them", () => {
  test("search/SearchList {key, currentPage, id: -1} searches every type", async () => {
    const visitor = testClient(srv.url);
    const unset = await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: -1 });
    expect(unset.code).toBe(0);
    expect(unset.data).toEqual((await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: 0 })).data);
    expect((await visitor.call("search/SearchList", { ...INITIAL, key: "营销", id: -2 })).msg).toBe("参数错误");
  });

  test("filters sent as -1 mean all: JShop/GetJShopProductlist, SolutionContents/Idea, SolutionContents/GetList", async () => {
    const visitor = testClient(srv.url);
    const shop = await visitor.call("JShop/GetJShopProductlist", { ...INITIAL, proType: -1, buyType: -1 });
    expect(shop.code).toBe(0);
    expect(shop.data).toEqual((await visitor.call("JShop/GetJShopProductlist", { ...INITIAL })).data);
    expect((await visitor.call("SolutionContents/Idea", { ...INITIAL, cateId: -1 })).code).toBe(0);
    expect((await visitor.call("JShop/GetJShopProductlist", { ...INITIAL, proType: -3 })).msg).toBe("参数错误");
  });
});

/** The object entries a call's input schema checks (through its pipes and wrappers). */
function entriesOf(schema: unknown): Record<string, unknown> | null {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown } | undefined;
  if (!s) return null;
  if (s.entries && Object.keys(s.entries).length) return s.entries;
  for (const item of s.pipe ?? []) {
    const found = entriesOf(item);
    if (found) return found;
  }
  return s.wrapped ? entriesOf(s.wrapped) : null;
}

/** Calls whose `id` names the record the page lists under (a course's comments, a company's positions): -1 is none. */
const ID_NAMES_A_RECORD = new Set([
  "MoocTraining/GetCommentList",
  "MoocTraining/GetQuestionList",
  "MoocTraining/GetPublicNoteList",
  "ZhaoPin/PositionListByCompanyID",
]);

test("every call with a pager takes its initial values (currentPage 1, totalRecord -1, id -1, pageSize) without a pager error", async () => {
  const sent = { ...INITIAL, id: -1, pageSize: 10, pageNum: 1 };
  const paged = calls.filter((c) => {
    const entries = entriesOf(c.input);
    return entries && ("currentPage" in entries || "pageNum" in entries);
  });
  expect(paged.length).toBeGreaterThan(30);
  const refused: string[] = [];
  for (const c of paged) {
    const pagerFields = Object.keys(sent).filter((k) => k !== "id" || !ID_NAMES_A_RECORD.has(c.path));
    const result = await v.safeParseAsync(c.input!, sent);
    const pagerIssues = result.success ? [] : result.issues.filter((i) => pagerFields.includes(v.getDotPath(i) ?? ""));
    refused.push(...pagerIssues.map((i) => `${c.path} ${v.getDotPath(i)}: ${i.message}`));
  }
  expect(refused).toEqual([]);
});
