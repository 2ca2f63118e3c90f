import { describe, expect, test } from "bun:test";
import { toggleId } from "@/portal/lib/toggle-id";
import {
  clearedFilters,
  isFiltered,
  listPayload,
  panelCount,
  parseIds,
  parseListFilters,
  trainingListHref,
  withFilters,
} from "../list-filters";

const ANY = parseListFilters({});

describe("the training list's filters in the address", () => {
  test("nothing in the address is the whole list, by start, page 1", () => {
    expect(ANY).toEqual({ cateId: 0, status: -1, isHot: 0, orderType: 0, industry: [], resource: [], product: [], gangwei: [], page: 1 });
    expect(trainingListHref(ANY)).toBe("/Training/List");
    expect(isFiltered(ANY)).toBe(false);
  });

  test("the spec's query reads back as written, ids as plain '3,7'", () => {
    const search = { cateId: "2", industry: "3,7", product: "12", status: "1", isHot: "1", orderType: "1" };
    const f = parseListFilters(search);
    expect(f).toMatchObject({ cateId: 2, industry: [3, 7], product: [12], status: 1, isHot: 1, orderType: 1, page: 1 });
    expect(trainingListHref(f)).toBe("/Training/List?cateId=2&industry=3,7&product=12&status=1&isHot=1&orderType=1");
    expect(parseListFilters(Object.fromEntries(new URL(`http://x${trainingListHref(f)}`).searchParams))).toEqual(f);
  });

  test("status 0 (live) is kept, unlike an empty or unknown status", () => {
    expect(parseListFilters({ status: "0" }).status).toBe(0);
    expect(trainingListHref(parseListFilters({ status: "0" }))).toBe("/Training/List?status=0");
    for (const bad of ["", "-1", "3", "live", "1.5"]) expect(parseListFilters({ status: bad }).status).toBe(-1);
  });

  test("malformed values mean any", () => {
    expect(parseListFilters({ cateId: "-2", page: "0", isHot: "yes", orderType: "2" })).toEqual(ANY);
    expect(parseIds("7,,3, 3,abc,-1,0,2.5")).toEqual([3, 7]);
    expect(parseIds(Array.from({ length: 60 }, (_, i) => i + 1).join(","))).toHaveLength(50);
  });

  test("a filter change starts at page 1; the page itself stays in the address", () => {
    const onPage3 = parseListFilters({ product: "12", page: "3" });
    expect(trainingListHref(onPage3)).toBe("/Training/List?product=12&page=3");
    expect(trainingListHref(withFilters(onPage3, { status: 2 }))).toBe("/Training/List?product=12&status=2");
  });

  test("the 筛选 count is the panel's chips; clearing keeps only the order", () => {
    const f = parseListFilters({ cateId: "2", industry: "3,7", gangwei: "9", isHot: "1", status: "2", orderType: "1", page: "2" });
    expect(panelCount(f)).toBe(3);
    const cleared = clearedFilters(f);
    expect(trainingListHref(cleared)).toBe("/Training/List?orderType=1");
    expect(isFiltered(cleared)).toBe(false);
    expect(isFiltered(parseListFilters({ status: "0" }))).toBe(true);
  });

  test("a chip toggles in and out, the ids kept sorted", () => {
    expect(toggleId([3, 9], 5)).toEqual([3, 5, 9]);
    expect(toggleId([3, 5, 9], 5)).toEqual([3, 9]);
  });

  test("Training/GetList3 gets the filters as its pager fields, id arrays included", () => {
    const f = parseListFilters({ cateId: "2", resource: "4", status: "0", page: "3" });
    expect(listPayload(f)).toEqual({ cateId: 2, status: 0, isHot: 0, orderType: 0, industry: [], resource: [4], product: [], gangwei: [] });
  });
});
