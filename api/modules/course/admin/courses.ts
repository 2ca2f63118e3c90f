import { randomBytes } from "node:crypto";
import { equalsInt, flag, holdsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { type CourseForm, CourseFormSchema, type CourseRow } from "@/api/contract/course-admin";
import { pick } from "@/api/contract/pick";
import { courseEnrollments, courses } from "@/db/schema/course";
import { refuseWhileCertified } from "../../certification/course-certificates";
import { indexCourse, unindexCourse } from "../../search/course-documents";
import { requireCatalogueIds } from "../../training/admin/catalogue-ids";
import { lecturersOf } from "../../training/admin/trainings";
import { courseFigures } from "./queries";

type Course = typeof courses.$inferSelect;

/** The columns as stored: lecturers as the JSON text the portal parses (the live sessions' shape). */
function values({ lecturers, ...rest }: CourseForm) {
  return { ...rest, lecturer: JSON.stringify(lecturers) };
}

/** Flags as the form's switches read them. */
function serialize(c: Course) {
  return {
    ...pick(c, ["id", "strId", "title", "categoryId", "cover", "summary", "columnType", "specialColumnId", "industryIds", "tagIds"]),
    lecturers: lecturersOf(c.lecturer),
    isHot: c.isHot === 1,
    published: c.published === 1,
    completionCertificate: c.completionCertificate === 1,
    createdAt: c.createdAt,
  };
}

/** On-demand courses. The public id (strId) is made once and never changes: shared links keep working. */
export const coursesResource = defineResource<CourseRow>()({
  name: "courses",
  table: courses,
  sortable: { title: courses.title, createdAt: courses.createdAt },
  filters: {
    q: search(courses.title),
    categoryId: equalsInt(courses.categoryId),
    columnType: equalsInt(courses.columnType),
    industryId: holdsInt(courses.industryIds),
    tagId: holdsInt(courses.tagIds),
    isHot: flag(courses.isHot),
    published: flag(courses.published),
  },
  serialize,
  figures: courseFigures,
  create: {
    schema: CourseFormSchema,
    values: async (input, { tx }) => {
      await requireCatalogueIds(tx, input);
      return { ...values(input), strId: randomBytes(8).toString("hex") };
    },
  },
  update: {
    schema: CourseFormSchema,
    values: async (input, { tx }) => {
      await requireCatalogueIds(tx, input);
      return values(input);
    },
  },
  // Its search document follows the row as stored, in the same transaction.
  afterWrite: (row, { tx }) => indexCourse(tx, row),
  remove: {
    // Progress, study time and comments would go with it (cascade): a course people study stays, unpublished if need be.
    // Its 结业证书 are records people hold.
    check: async (ctx) => {
      await refuseWhileCertified(ctx);
      await refuseWhileUsed(courseEnrollments.courseId, (n) => `该课程已有 ${n} 人学习或收藏，不能删除，可改为下线`)(ctx);
      await unindexCourse(ctx.tx, ctx.before.id);
    },
  },
});
