import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { beijingDate, beijingDayStart, beijingMonth, beijingMonthStart, beijingTime } from "../../contract/beijing-time";
import type { TrainingPager } from "../../contract/training";
import { fail } from "../../protocol/errors";
import type { SessionUser } from "../../protocol/session";
import { listTrainingIndustries } from "../common/service";
import { tagsByKind } from "../learning/tags";
import {
  currentLiveFor,
  homeLive,
  listCategories,
  listTrainings,
  nextChoiceness,
  type TrainingFilter,
  type TrainingItemRow,
} from "./catalogue/queries";
import { parseLecturers, phase, timeLine, timeStatus } from "./phase";
import { waitingPosition } from "./places/queries";
import { findAttend, readSignUpForm } from "./queries";
import { mayEnter, requireTraining } from "./sign-up";

/** A list item (spec 001 section 3): lecturer stays the JSON text, as the list pages parse it themselves. */
export function listItem(row: TrainingItemRow, now = new Date()) {
  return {
    id: row.strId,
    strId: row.strId,
    title: row.title,
    imageUrl: row.cover,
    descripts: row.descripts,
    lecturer: row.lecturer,
    cateId: row.cateId ?? 0,
    cate: row.cate ?? "",
    time: timeLine(row),
    startTime: beijingTime(row.startAt),
    endTime: beijingTime(row.endAt),
    timeStatus: timeStatus(row, now),
    sta: phase(row, now),
    isHot: row.isHot,
    type: 1,
    isFull: row.capacity !== null && row.seatsTaken >= row.capacity ? 1 : 0,
  };
}

/** data.list and data.pager {currentPage, totalPage, totalRecord} (spec 001 section 3). */
export async function trainingPage(
  db: Db,
  p: TrainingPager,
  extra: TrainingFilter = {},
  order: "upcoming" | "latest" | "start" = "upcoming",
) {
  const filter: TrainingFilter = {
    key: p.key,
    cateId: p.cateId > 0 ? p.cateId : undefined,
    status: [0, 1, 2].includes(p.status) ? p.status : undefined,
    isHot: p.isHot,
    columnType: p.columnType,
    specialColumnId: p.specialColumnId,
    industryIds: p.industry,
    tagGroups: [p.resource, p.product, p.gangwei],
    ...extra,
  };
  const { rows, total } = await listTrainings(db, filter, {
    offset: (p.currentPage - 1) * p.pageSize,
    limit: p.pageSize,
    order: p.orderType === 1 ? "latest" : order,
  });
  const now = new Date();
  return {
    list: rows.map((r) => listItem(r, now)),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}

/** The published ones of these sessions as list items, by session id (a special column's tab orders them itself). */
export async function trainingItemsByIds(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof listItem>>();
  const { rows } = await listTrainings(db, { ids }, { offset: 0, limit: ids.length, order: "start" });
  const now = new Date();
  return new Map(rows.map((r) => [r.id, listItem(r, now)]));
}

/** A month of the schedule in UTC+8: from the pager's start (default: this month) to its end (default: a month on). */
export function monthBounds(p: Pick<TrainingPager, "start" | "end">, now = new Date()) {
  const from = beijingDayStart(p.start || `${beijingMonth(now)}-01`);
  if (!from) fail("日期格式错误", "start");
  let to = p.end ? beijingDayStart(p.end) : null;
  if (p.end && !to) fail("日期格式错误", "end");
  if (to)
    to = new Date(to.getTime() + 24 * 3600_000); // the end day is included
  else to = beijingMonthStart(from, 1);
  return { from, to };
}

/** training/LivePreDetail: the month's sessions grouped by their UTC+8 day, for the month picker. */
export async function monthSchedule(db: Db, p: TrainingPager) {
  const { from, to } = monthBounds(p);
  const { rows } = await listTrainings(db, { from, to }, { offset: 0, limit: 500, order: "start" });
  const now = new Date();
  const days = new Map<string, ReturnType<typeof listItem>[]>();
  for (const r of rows) {
    const day = beijingDate(r.startAt);
    days.set(day, [...(days.get(day) ?? []), listItem(r, now)]);
  }
  return {
    month: beijingMonth(from),
    start: beijingDate(from),
    end: beijingDate(to.getTime() - 1),
    days: [...days].map(([date, list]) => ({ date, list })),
  };
}

/** The detail page (/Training/Detail/{id}): phase, time status, lecturers, and the person's sign-up state. */
export async function trainingDetail(db: Db, user: SessionUser | null, strId: string) {
  const t = await requireTraining(db, strId);
  const attend = user ? await findAttend(db, t.id, user.id) : null;
  const held = attend && attend.status !== "released" ? attend : null;
  const enter = mayEnter(t, attend);
  const form = await readSignUpForm(db, t.id);
  const now = new Date();
  return {
    strId: t.strId,
    title: t.title,
    cate: t.cate,
    cateId: t.categoryId ?? 0,
    imageUrl: t.cover,
    descripts: t.descripts,
    qrcode: t.qrcode,
    time: timeLine(t),
    startTime: beijingTime(t.startAt),
    endTime: beijingTime(t.endAt),
    now: beijingTime(now),
    sta: phase(t, now),
    timeStatus: timeStatus(t, now),
    lecturer: parseLecturers(t.lecturer),
    capacity: t.capacity,
    seatsLeft: t.capacity === null ? null : Math.max(0, t.capacity - t.seatsTaken),
    directed: t.directed,
    hasForm: form.userDetailList.length || form.surveyList.length ? 1 : 0,
    user: user ? 1 : 0,
    attend: { id: held?.id ?? 0, audit: attend?.audit ?? 0 },
    attendStatus: attend?.status ?? "",
    position: held?.status === "waiting" ? await waitingPosition(db, held) : 0,
    tra: {
      siYuQrText: t.siYuQrText,
      detailButton: JSON.stringify(t.detailButton ?? {}),
      isApprove: t.isApprove,
      // The links themselves only reach those who may enter; everyone learns whether one is set (the phase button).
      hasJoinUrl: t.joinUrl ? 1 : 0,
      hasDbUrl: t.dbUrl ? 1 : 0,
      joinUrl: enter ? t.joinUrl : "",
      dbUrl: enter ? t.dbUrl : "",
    },
  };
}

export const categories = (db: Db) => listCategories(db);

/** The training list's filter panel (traSeting): training industries, and the resource, product and post tags. */
export async function trainingFilters(db: Db) {
  const [industry, tags] = await Promise.all([listTrainingIndustries(db), tagsByKind(db, ["resources", "product", "gangwei"] as const)]);
  return { industry, resource: tags.resources, product: tags.product, gangwei: tags.gangwei };
}

/** training/GetCurrentLiveingPop: the session live now that the person signed up for, or null. */
export async function currentLivePop(db: Db, user: SessionUser | null) {
  const row = user ? await currentLiveFor(db, user.id) : null;
  return row ? listItem(row) : null;
}

/** training/GetChoiceNessLive: the next choice session, or null. */
export async function choicenessPop(db: Db) {
  const row = await nextChoiceness(db);
  return row ? listItem(row) : null;
}

/** learning/GetHomeLiveList: a column's first `num` sessions (0 in a column field means any). */
export async function homeLiveList(db: Db, p: { columnType: number; modulesId: number; specialColumnId: number; num: number }) {
  const now = new Date();
  return (await homeLive(db, p, now)).map((r) => listItem(r, now));
}
