import { describe, expect, test } from "bun:test";
import { pagerOf } from "../pager";

describe("pagerOf", () => {
  test("counts the pages a total fills, the last one partly", () => {
    expect(pagerOf(2, 10, 21)).toEqual({ currentPage: 2, pageSize: 10, totalPage: 3, totalRecord: 21 });
    expect(pagerOf(1, 10, 20).totalPage).toBe(2);
  });

  test("no records is no page", () => {
    expect(pagerOf(1, 10, 0)).toEqual({ currentPage: 1, pageSize: 10, totalPage: 0, totalRecord: 0 });
  });
});
