import * as v from "valibot";
import { flag, int, link, RecordIdSchema, requiredText, text } from "./admin-form";

/** What the back office writes for special columns (专栏), their tabs and the tabs' items (operators only). */

const sort = v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0);

export const SpecialColumnFormSchema = v.object({
  title: requiredText(100, "请输入专栏名称", "专栏名称不能超过100个字"),
  cover: link("封面地址"),
  summary: text(2000, "专栏简介不能超过2000个字"),
  sort,
  published: flag("请选择是否上线"),
});

export const SpecialTabSchema = v.object({
  specialColumnId: RecordIdSchema("请选择专栏"),
  name: requiredText(30, "请输入栏目名称", "栏目名称不能超过30个字"),
  roleId: v.nullish(int(0, 9999, "角色ID须为0-9999的整数"), 0),
  sort,
});

/** A tab's item names exactly one of a live session and a course. */
export const SpecialTabItemSchema = v.pipe(
  v.object({
    tabId: RecordIdSchema("请选择栏目"),
    trainingId: v.nullish(RecordIdSchema("请选择有效的直播"), null),
    courseId: v.nullish(RecordIdSchema("请选择有效的课程"), null),
    sort,
  }),
  v.forward(
    v.check((i) => (i.trainingId === null) !== (i.courseId === null), "请选择一场直播或一门课程（二选一）"),
    ["courseId"],
  ),
);

/** A special column as the back office lists, shows and edits it. */
export type SpecialColumnRow = { id: number; title: string; cover: string; summary: string; sort: number; published: boolean };

/** A special column's tab. */
export type SpecialColumnTabRow = { id: number; specialColumnId: number; name: string; roleId: number; sort: number };

/** What a tab lists: a live session or a course, exactly one of them. */
export type SpecialTabItemRow = { id: number; tabId: number; trainingId: number | null; courseId: number | null; sort: number };
