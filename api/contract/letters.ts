import * as v from "valibot";
import { defineCall } from "./call";
import { idLike, intLike, type Pager, PageSchema, pageSizeSchema } from "./pager";

/** The inbox tabs (the pager key is tab, spec 001 section 3): all, unread, read. */
export const LETTER_TAB = { all: 0, unread: 1, read: 2 } as const;

/** my/GetLetterList. */
const LetterPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
  tab: v.pipe(v.optional(intLike, 0), v.picklist(Object.values(LETTER_TAB), "参数错误")),
});
export type LetterPager = v.InferOutput<typeof LetterPagerSchema>;

const LetterIdSchema = idLike("站内信不存在");

/** my/GetLetterDetail {letterId}. */
const LetterDetailSchema = v.object({ letterId: LetterIdSchema });

/** my/markLetterRead: one letter, or every letter when letterId is absent ('全部已读'). */
const MarkLetterReadSchema = v.object({ letterId: v.optional(LetterIdSchema) });

/** A letter as the inbox shows it (spec 001 section 3: id, isRead); url is a same-site path or ''. */
export type Letter = { id: number; title: string; content: string; url: string; createTime: string; isRead: number };
/** What every letters answer carries: some letters and the unread count for the badge. */
export type LetterBox = { list: Letter[]; unread: number };
/** my/GetLetterList: one page of a tab. */
export type LetterPage = LetterBox & { pager: Pager & { tab: (typeof LETTER_TAB)[keyof typeof LETTER_TAB] } };

/* The calls (the server's letters module). */
export const myGetLetterListCall = defineCall({ path: "my/GetLetterList", input: LetterPagerSchema }).returns<LetterPage>();
export const myGetLetterDetailCall = defineCall({ path: "my/GetLetterDetail", input: LetterDetailSchema }).returns<Letter>();
export const myMarkLetterReadCall = defineCall({ path: "my/markLetterRead", input: MarkLetterReadSchema }).returns<{ marked: number }>();
export const searchGetAllLetterListCall = defineCall({ path: "search/GetAllLetterList" }).returns<LetterBox>();
