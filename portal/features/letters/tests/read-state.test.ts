import { describe, expect, test } from "bun:test";
import type { Letter, LetterPage } from "@/api/contract/letters";
import { letterLink } from "../letter-link";
import { firstLine, readInBox, readInCache } from "../read-state";

const letter = (id: number, isRead = 0): Letter => ({
  id,
  title: `通知${id}`,
  content: "内容",
  url: "",
  createTime: "2026-11-20 10:00:00",
  isRead,
});
const page = (list: Letter[], unread: number): LetterPage => ({
  list,
  unread,
  pager: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: list.length, tab: 0 },
});

describe("reading letters in the cache", () => {
  test("opening an unread letter marks it read and lowers the count, the others untouched", () => {
    const before = page([letter(3), letter(2), letter(1, 1)], 2);
    const after = readInBox(before, 3, true);
    expect(after.list.map((l) => l.isRead)).toEqual([1, 0, 1]);
    expect(after.unread).toBe(1);
    expect(after.pager).toEqual(before.pager);
    expect(before.list[0].isRead).toBe(0);
  });

  test("a page without the opened letter still lowers the count; a read letter lowers nothing; never below 0", () => {
    expect(readInBox(page([letter(5)], 3), 9, true)).toMatchObject({ list: [{ id: 5, isRead: 0 }], unread: 2 });
    expect(readInBox(page([letter(1, 1)], 3), 1, false).unread).toBe(3);
    expect(readInBox(page([], 0), 1, true).unread).toBe(0);
  });

  test("全部已读 reads every letter and clears the count, in single pages and the phone's load-more pages", () => {
    expect(readInBox(page([letter(2), letter(1)], 2), null, false)).toMatchObject({ list: [{ isRead: 1 }, { isRead: 1 }], unread: 0 });
    const more = { pages: [page([letter(4), letter(3)], 4), page([letter(2), letter(1)], 4)], pageParams: [1, 2] };
    const after = readInCache(more, 2, true) as typeof more;
    expect(after.pages.map((p) => p.unread)).toEqual([3, 3]);
    expect(after.pages[1].list.map((l) => l.isRead)).toEqual([1, 0]);
    expect(after.pageParams).toEqual([1, 2]);
    expect(readInCache(undefined, 1, true)).toBeUndefined();
  });
});

describe("what a list row shows", () => {
  test("the first non-empty line of the content", () => {
    expect(firstLine("\n  欢迎加入！ \n第二行")).toBe("欢迎加入！");
    expect(firstLine("")).toBe("");
  });

  test("查看详情 goes to a same-site path only", () => {
    const origin = "https://xuexi.example.com";
    expect(letterLink("/Training/Detail/demo-approval", origin)).toBe("/Training/Detail/demo-approval");
    expect(letterLink("", origin)).toBeNull();
    expect(letterLink("https://evil.example.com/x", origin)).toBe("/");
    expect(letterLink("//evil.example.com", origin)).toBe("/");
  });
});
