import { erased, type Holding } from "@/api/personal-data";
import { MY_EXAM_TYPES } from "../contract/certification-requests";
import { LETTER_TAB } from "../contract/letters";
import { MY_COURSE_TYPE } from "../contract/my-courses";
import { eraseAccount, readAccountRow } from "./account/profile";
import { myCards } from "./binding/cards";
import { myCompanyBinding } from "./binding/company-binding";
import { eraseExamProfile } from "./certification/my-exams/erase-profile";
import { myExamPage } from "./certification/my-exams/exam-info";
import { examProfile } from "./certification/my-exams/exam-profile";
import { myCoursePage } from "./course/my-courses";
import { courseQuizHoldings } from "./course/quiz/held-about";
import { clearAnswers, userAnswers } from "./interest/service";
import { lessonTalkHoldings } from "./lesson-talk/held-about";
import { letterPage } from "./letters/service";
import { partnerLoginHoldings } from "./partner-login/held-about";
import { ordersHeldAbout } from "./pay/held-about";
import { pointsHeldAbout } from "./points/held-about";
import { resellerSurveyHoldings } from "./reseller-survey/held-about";
import { exchangePage } from "./shop/service";
import { studyHoldings } from "./study/held-about";
import { attendedTrainingPage } from "./training/service";
import { wechatHoldings } from "./wechat/held-about";
import { zhaopinHoldings } from "./zhaopin/held-about";

const PAGE = 50;
/** A person with more than this many pages of one list gets the first ones (an archive, not a dump). */
const MAX_PAGES = 100;

/** Every page of one of the person's lists, through the module's own page function. */
async function allPages<T>(page: (currentPage: number) => Promise<{ list: T[]; pager: { totalPage: number } }>) {
  const rows: T[] = [];
  for (let n = 1; n <= MAX_PAGES; n++) {
    const p = await page(n);
    rows.push(...p.list);
    if (n >= p.pager.totalPage) break;
  }
  return rows;
}

/** A record kept as it is on closing: anonymous once the account is, and others' records or the law rely on it. */
const kept = (why: string) => ({ kept: why });
/** Held for the service itself (a secret, a counter, a staff member's act), not the person's to take. */
const notExported = (why: string) => ({ notExported: why });

/**
 * Everything the product holds about a person, module by module: what my/ExportData writes and what my/CloseAccount
 * erases or keeps (docs/decisions/0046, 0029). The account itself comes last: the others may still read it.
 */
export const PERSONAL_DATA: Holding[] = [
  {
    key: "interests",
    tables: ["interest_answers"],
    export: userAnswers,
    close: erased(clearAnswers),
  },
  {
    key: "trainingSignups",
    tables: ["training_attends", "training_visits"],
    export: (db, userId) => allPages((currentPage) => attendedTrainingPage(db, userId, { currentPage, pageSize: PAGE })),
    close: kept("sign-ups and visits count a session's places and attendance"),
  },
  {
    key: "courses",
    tables: ["course_enrollments", "course_lesson_progress", "study_clocks", "study_days", "course_comments"],
    export: (db, userId) =>
      Promise.all(
        Object.values(MY_COURSE_TYPE).map(async (type) => ({
          type,
          list: await allPages((currentPage) => myCoursePage(db, userId, { currentPage, pageSize: PAGE, type })),
        })),
      ),
    close: kept("study records and comments stay with the anonymous account (a course's figures count them)"),
  },
  {
    key: "examProfile",
    tables: ["exam_profiles"],
    export: examProfile,
    close: erased(eraseExamProfile),
  },
  {
    key: "examRegistrations",
    tables: [
      "exam_registrations",
      "certificates",
      "exam_checks",
      "exam_attempts",
      "invoice_requests",
      "paper_certificate_requests",
      "exam_fee_refunds",
    ],
    export: async (db, userId) =>
      (
        await Promise.all(
          MY_EXAM_TYPES.map((type) => allPages((currentPage) => myExamPage(db, userId, { currentPage, pageSize: PAGE, type }))),
        )
      ).flat(),
    close: kept(
      "the exam record behind a certificate (the attempt and its answers with it), which employers and the public verify; camera photos go after 7 days; invoices and fee refunds are accounting records",
    ),
  },
  {
    key: "points",
    tables: ["points_balances", "points_ledger", "points_lots", "user_tasks", "user_medals"],
    export: pointsHeldAbout,
    close: kept("the balance's history; tasks and medals paid out"),
  },
  {
    key: "letters",
    tables: ["letters"],
    export: (db, userId) => allPages((currentPage) => letterPage(db, userId, { currentPage, pageSize: PAGE, tab: LETTER_TAB.all })),
    close: kept("letters stay with the anonymous account"),
  },
  {
    key: "orders",
    tables: ["payment_orders"],
    export: ordersHeldAbout,
    close: kept("accounting records, kept as the accounting rules require"),
  },
  {
    key: "shopOrders",
    tables: ["shop_orders", "shop_purchase_counts"],
    export: (db, userId) => allPages((currentPage) => exchangePage(db, userId, { currentPage, pageSize: PAGE })),
    close: kept("the record of a delivery; an order still waiting ships as it was asked"),
  },
  {
    key: "learningCards",
    tables: ["learning_cards"],
    export: (db, userId) => allPages((currentPage) => myCards(db, userId, { currentPage, pageSize: PAGE })),
    close: kept("a card binds once"),
  },
  {
    key: "companyBinding",
    tables: ["company_bindings", "enterprise_applications"],
    export: myCompanyBinding,
    close: kept("a company's decision records; the account's own company is cleared with the profile"),
  },
  {
    key: "activities",
    tables: [
      "activity_signups",
      "gradings",
      "grow_plan_choices",
      "help_votes",
      "content_collects",
      "announcement_closes",
      "search_queries",
    ],
    export: notExported("counts and choices of the site's own features, anonymous once the account is"),
    close: kept("they count sign-ups, ratings and votes; with the account anonymous they name no one"),
  },
  {
    key: "lecturerSubmissions",
    tables: ["lecturer_submissions"],
    export: notExported("a lecturer application decided by operators"),
    close: kept("an operator's decision record"),
  },
  {
    key: "staffRecords",
    tables: ["card_batches", "voucher_batches", "vouchers", "letter_broadcasts", "audit_logs"],
    export: notExported("what a staff member did (issued, sent, decided) or a voucher redeemed: the service's records"),
    close: kept("the service's records of what staff issued, sent and decided (the audit log)"),
  },
  {
    key: "sessions",
    tables: ["sessions"],
    export: notExported("sign-in session hashes are secrets of the service"),
    close: kept("closeAccount ends every session, and this one's cookie, itself"),
  },
  ...zhaopinHoldings,
  ...resellerSurveyHoldings,
  ...studyHoldings,
  ...lessonTalkHoldings,
  ...courseQuizHoldings,
  ...wechatHoldings,
  ...partnerLoginHoldings,
  {
    key: "profile",
    tables: ["users"],
    export: async (db, userId) => {
      const { disabled: _d, ...profile } = (await readAccountRow(db, userId)) ?? {};
      return profile;
    },
    // The avatar is a file the server stored from the person's own crop.
    close: async (tx, userId) => {
      const avatar = (await readAccountRow(tx, userId))?.headImgUrl ?? "";
      await eraseAccount(tx, userId);
      return [avatar];
    },
  },
];
