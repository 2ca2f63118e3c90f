import type { Db } from "@/db/client";
import { MY_EXAM_TYPES } from "../../contract/certification-requests";
import { LETTER_TAB } from "../../contract/letters";
import { MY_COURSE_TYPE } from "../../contract/my-courses";
import type { MyDataArchive } from "../../contract/my-profile";
import { readAccountRow } from "../account/profile";
import { myCards } from "../binding/cards";
import { myCompanyBinding } from "../binding/company-binding";
import { myExamPage } from "../certification/my-exams/exam-info";
import { examProfile } from "../certification/my-exams/exam-profile";
import { myCoursePage } from "../course/my-courses";
import { userAnswers } from "../interest/service";
import { letterPage } from "../letters/service";
import { ordersHeldAbout } from "../pay/held-about";
import { pointsHeldAbout } from "../points/held-about";
import { exchangePage } from "../shop/service";
import { attendedTrainingPage } from "../training/service";

const PAGE = 50;
/** A person with more than this many pages of one list gets the first ones (an archive, not a dump). */
const MAX_PAGES = 100;

type Paged<T> = { list: T[]; pager: { totalPage: number } };

/** Every page of one of the person's lists, through the module's own page function. */
async function allPages<T>(page: (currentPage: number) => Promise<Paged<T>>) {
  const rows: T[] = [];
  for (let n = 1; n <= MAX_PAGES; n++) {
    const p = await page(n);
    rows.push(...p.list);
    if (n >= p.pager.totalPage) break;
  }
  return rows;
}

/**
 * my/ExportData: everything held about the signed-in person (PIPL's right of access and portability), read through
 * each module's own functions: the account, interest answers, live-session sign-ups, courses, the exam profile, exam
 * attempts with their certificates, points (with their lots), letters, payment orders, points-shop orders, learning
 * cards and company bindings. The session's token and the SMS codes are
 * secrets of the service, not the person's data, and stay out.
 */
export async function exportMyData(db: Db, userId: number): Promise<MyDataArchive> {
  const account = await readAccountRow(db, userId);
  const { disabled: _d, ...profile } = account ?? ({} as Record<string, unknown> & { disabled?: number });
  const courses = await Promise.all(
    Object.values(MY_COURSE_TYPE).map(async (type) => ({
      type,
      list: await allPages((currentPage) => myCoursePage(db, userId, { currentPage, pageSize: PAGE, type })),
    })),
  );
  const exams = await Promise.all(
    MY_EXAM_TYPES.map((type) => allPages((currentPage) => myExamPage(db, userId, { currentPage, pageSize: PAGE, type }))),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile,
    interests: await userAnswers(db, userId),
    trainingSignups: await allPages((currentPage) => attendedTrainingPage(db, userId, { currentPage, pageSize: PAGE })),
    courses,
    examProfile: await examProfile(db, userId),
    examRegistrations: exams.flat(),
    points: await pointsHeldAbout(db, userId),
    letters: await allPages((currentPage) => letterPage(db, userId, { currentPage, pageSize: PAGE, tab: LETTER_TAB.all })),
    orders: await ordersHeldAbout(db, userId),
    shopOrders: await allPages((currentPage) => exchangePage(db, userId, { currentPage, pageSize: PAGE })),
    learningCards: await allPages((currentPage) => myCards(db, userId, { currentPage, pageSize: PAGE })),
    companyBinding: await myCompanyBinding(db, userId),
  };
}
