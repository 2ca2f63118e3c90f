import { describe, expect, test } from "bun:test";
import type { InterestCategory } from "@/api/contract/interest";
import { PACK_COURSE_TYPES, type PackSearchItem } from "@/api/contract/study";
import { idOf, joinSourceOf, listTypeOf } from "../address";
import { COURSE_TYPE_LABEL } from "../components/pack-courses";
import { topicGroupsOf } from "../interests";
import { markRows, nextSearchPage } from "../pack-search";
import { dropIndexOf, moveItem } from "../reorder";
import { sortPayloadOf } from "../sort-courses";

describe("the pack's order", () => {
  test("saved top down from 30, one less each (spec 001 section 9)", () => {
    expect(sortPayloadOf([7, 3, 9])).toEqual({ ids: [7, 3, 9], orders: [30, 29, 28] });
  });

  test("a row moves up or down, clamped to the list, the rest keeping their order", () => {
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
  });

  test("a dragged row lands below every other row whose middle the pointer passed", () => {
    const middles = [20, 60, 100, 140];
    expect(dropIndexOf(middles, 0, 10)).toBe(0);
    expect(dropIndexOf(middles, 0, 70)).toBe(1);
    expect(dropIndexOf(middles, 0, 500)).toBe(3);
    expect(dropIndexOf(middles, 3, 50)).toBe(1);
  });
});

describe("the course search", () => {
  const row = (n: number, status: 0 | 1 = 0): PackSearchItem => ({
    courseType: 2,
    courseID: n,
    strId: `c${n}`,
    title: `课程${n}`,
    cover: "",
    courseUrl: "",
    status,
  });
  const page = (size: number, from = 0) => Array.from({ length: size }, (_, i) => row(from + i));

  test("20 rows a page: a fuller page asks for the next, a shorter one is the end", () => {
    expect(nextSearchPage(page(20), [page(20)])).toBe(2);
    expect(nextSearchPage(page(20, 20), [page(20), page(20, 20)])).toBe(3);
    expect(nextSearchPage(page(19), [page(19)])).toBeUndefined();
    expect(nextSearchPage([], [page(20), []])).toBeUndefined();
  });

  test("adding or removing marks that course's rows only, in every page", () => {
    const pages = { pages: [[row(1), row(2)], [row(3)]], pageParams: [1, 2] };
    const added = markRows(pages, { courseType: 2, strId: "c3" }, 1);
    expect(added?.pages.flat().map((r) => r.status)).toEqual([0, 0, 1]);
    expect(
      markRows(added, { courseType: 1, strId: "c3" }, 0)
        ?.pages.flat()
        .map((r) => r.status),
    ).toEqual([0, 0, 1]);
    expect(markRows(undefined, { courseType: 2, strId: "c3" }, 1)).toBeUndefined();
  });
});

test("every kind of pack item has the search's label", () => {
  expect(PACK_COURSE_TYPES.map((t) => COURSE_TYPE_LABEL[t])).toEqual(["直播", "课程"]);
});

describe("the addresses", () => {
  test("a shared link's channel: 1 the link, 2 the poster, anything else direct", () => {
    expect([joinSourceOf("1"), joinSourceOf(2), joinSourceOf("3"), joinSourceOf(undefined), joinSourceOf("x")]).toEqual([1, 2, 0, 0, 0]);
  });

  test("ids and tabs from the query", () => {
    expect([idOf("12"), idOf("0"), idOf("-3"), idOf("1.5"), idOf("abc"), idOf(undefined)]).toEqual([12, 0, 0, 0, 0, 0]);
    expect([listTypeOf("3"), listTypeOf("4"), listTypeOf("9"), listTypeOf(undefined)]).toEqual([3, 4, 1, 1]);
  });
});

test("the pack form's interests: the posts, industries and topics questions, without 其他", () => {
  const opt = (id: number, cateId: number, isother: 0 | 1 = 0) => ({
    id,
    cateId,
    value: id,
    title: `选项${id}`,
    exclusive: false,
    isother,
    childTitle: "",
    childMultiple: false,
    child: [],
  });
  const cate = (cateId: number, oplist: ReturnType<typeof opt>[]): InterestCategory => ({
    cateId,
    title: `问题${cateId}`,
    multiple: true,
    message: "",
    oplist,
  });
  const groups = topicGroupsOf([cate(1, [opt(1, 1)]), cate(2, [opt(2, 2), opt(3, 2, 1)]), cate(8, [opt(9, 8)])]);
  expect(groups).toEqual([
    { cateId: 2, title: "问题2", options: [{ id: 2, title: "选项2" }] },
    { cateId: 8, title: "问题8", options: [{ id: 9, title: "选项9" }] },
  ]);
});
