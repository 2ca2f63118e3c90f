import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { ExamNameRow } from "@/api/contract/exams-admin";
import { exams } from "@/db/schema/certification/exams";

/**
 * Exam names (reference data, read only): what an enterprise account's registration and certificate screens filter by
 * and name their rows with, without the exams' fees, outlines or settings.
 */
export const examNamesResource = defineResource<ExamNameRow>()({
  name: "exam-names",
  table: exams,
  sortable: { sort: exams.sort, name: exams.name },
  filters: { q: search(exams.name) },
  serialize: (e) => ({ id: e.id, name: e.name }),
});
