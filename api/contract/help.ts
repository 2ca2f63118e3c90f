import * as v from "valibot";
import { flag, int, RecordIdSchema, requiredText } from "./admin-form";
import { defineCall } from "./call";
import { idLike, intLike } from "./pager";

/** Help/AddQAVote's vid: 1 helpful (有帮助), 2 not helpful (没帮助). */
export const QA_VOTE = { helpful: 1, unhelpful: 2 } as const;

/** Help/AddQAVote's reply (spec 001 section 8), for a first vote and for a repeated one alike. */
export const THANKS_MSG = "感谢您的反馈";
export const NO_ENTRY_MSG = "该问题不存在或已下线";

/** A help center entry in a list: its question and category. */
type HelpItem = { id: number; cateId: number; title: string };
/** A help category with its entries' questions (the desktop tree, the phone list). */
export type HelpCate = { id: number; name: string; list: HelpItem[] };
/** One entry: the question, its answer (paragraphs separated by blank lines) and the reader's vote (0 none). */
export type HelpEntry = HelpItem & { cateName: string; contents: string; vid: number; updateDate: string };

/** Help/GetQA {id}. */
const HelpEntryIdSchema = v.object({ id: idLike(NO_ENTRY_MSG) });

/** Help/AddQAVote {qid, vid}: qid the entry, vid 1 helpful or 2 not helpful. */
const QAVoteSchema = v.object({
  qid: idLike(NO_ENTRY_MSG),
  vid: v.pipe(intLike, v.picklist(Object.values(QA_VOTE), "参数错误")),
});

/** Back office: a help category. */
export const HelpCategorySchema = v.object({
  name: requiredText(30, "请输入分类名称", "分类名称不能超过30个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
});

/** Back office: a help entry. */
export const HelpEntryFormSchema = v.object({
  categoryId: RecordIdSchema("请选择分类"),
  question: requiredText(100, "请输入问题", "问题不能超过100个字"),
  answer: requiredText(10_000, "请输入解答", "解答不能超过10000个字"),
  sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
  published: flag("请选择是否发布"),
});

/* The calls (the server's help module). */
export const helpGetCateListCall = defineCall({ path: "Help/GetCateList" }).returns<HelpCate[]>();
export const helpGetQACall = defineCall({ path: "Help/GetQA", input: HelpEntryIdSchema }).returns<HelpEntry>();
export const helpAddQAVoteCall = defineCall({ path: "Help/AddQAVote", input: QAVoteSchema }).returns<{ counted: boolean }>();
