import { flag, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import type { ExamRow } from "@/api/contract/exams-admin";
import { type ExamForm, ExamFormSchema } from "@/api/contract/exams-admin";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import { checkPaperRules } from "./paper-rules";

type Exam = typeof exams.$inferSelect;

/** The form's fields as stored: the fee from yuan to fen. */
function examValues({ fee, ...rest }: ExamForm) {
  return { ...rest, feeFen: Math.round(fee * 100) };
}

/** Certification exams (spec 001 section 3 "Exam"): what the lists, the info pop-up and registration read. */
export const examsResource = defineResource<ExamRow>()({
  name: "exams",
  table: exams,
  sortable: { sort: exams.sort, name: exams.name, feeFen: exams.feeFen, createdAt: exams.createdAt },
  filters: { q: search(exams.name, exams.series, exams.kaoShiId), published: flag(exams.published), isVideo: flag(exams.isVideo) },
  serialize: (e: Exam) => ({
    id: e.id,
    name: e.name,
    series: e.series,
    kaoShiId: e.kaoShiId,
    cover: e.cover,
    intro: e.intro,
    fee: e.feeFen / 100,
    isVideo: e.isVideo === 1,
    cnt: e.cnt,
    monthlyLimit: e.monthlyLimit,
    subjectNum: e.subjectNum,
    zongFen: e.zongFen,
    passScore: e.passScore,
    duration: e.duration,
    outlineUrl: e.outlineUrl,
    discipline: e.discipline,
    certValidMonths: e.certValidMonths,
    published: e.published === 1,
    sort: e.sort,
    createdAt: e.createdAt,
    paperRules: e.paperRules,
    leaveLimit: e.leaveLimit,
    allowReview: e.allowReview === 1,
  }),
  create: { schema: ExamFormSchema, values: examValues },
  update: { schema: ExamFormSchema, values: examValues },
  // The bank serves an exam by its id, so the rules are checked once the row (and its id) is written; a refusal rolls back.
  afterWrite: (row, { tx }) => checkPaperRules(tx, row.id, row.paperRules),
  // An exam people registered for stays (unpublish it instead): their registrations and certificates name it.
  remove: { check: refuseWhileUsed(examRegistrations.examId, (n) => `该考试已有 ${n} 条报名记录，不能删除，请改为下线`) },
});
