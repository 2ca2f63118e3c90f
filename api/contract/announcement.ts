import * as v from "valibot";
import { flag, int, requiredText, text, time } from "./admin-form";
import { defineCall } from "./call";
import { idLike } from "./pager";

/** Spec 000 section 4: how an announcement shows on the home page; any other type opens its detail pop-up at once. */
export const NOTICE_TYPE = { banner: 1, card: 2, popup: 3 } as const;

/** How each type shows on the home page (spec 000 section 4), as the back office names them. */
export const NOTICE_TYPE_LABELS: Record<number, string> = {
  [NOTICE_TYPE.banner]: "滚动横幅",
  [NOTICE_TYPE.card]: "可关闭卡片",
  [NOTICE_TYPE.popup]: "详情弹窗",
};

/** An announcement as the portal shows it (spec 000 section 3: id, title, subTitle, types, contents, createDate). */
export type Notice = { id: number; title: string; subTitle: string; types: number; contents: string; createDate: string };

const NoticeIdSchema = idLike("公告不存在");

/** home/CloseNotice {id}: a signed-in person closes a card or pop-up for good. */
const CloseNoticeSchema = v.object({ id: NoticeIdSchema });

/** What an operator writes (back office `announcements`). */
export const AnnouncementFormSchema = v.pipe(
  v.object({
    title: requiredText(100, "请输入公告标题", "公告标题不能超过100个字"),
    subTitle: text(200, "副标题不能超过200个字"),
    types: v.nullish(int(1, 99, "请选择展示方式"), NOTICE_TYPE.banner),
    contents: text(5000, "公告内容不能超过5000个字"),
    startAt: time("请选择开始时间"),
    endAt: time("请选择结束时间"),
    published: flag("请选择是否发布"),
    sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
  }),
  v.forward(
    v.check((n) => n.endAt.getTime() > n.startAt.getTime(), "结束时间须晚于开始时间"),
    ["endAt"],
  ),
);

/* The calls (the server's announcement module). */
export const homeGetNoticeCall = defineCall({ path: "home/GetNotice" }).returns<Notice[]>();
export const homeCloseNoticeCall = defineCall({ path: "home/CloseNotice", input: CloseNoticeSchema }).returns<{ id: number }>();
