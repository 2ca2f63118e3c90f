import type { GradeLecturerResult, GradeSessionResult } from "@/api/contract/grading-admin";
import { type CsvColumns, recordsCsv } from "../../components/csv-exporter";

const SESSION_COLUMNS: CsvColumns = { title: "text", startAt: "text", gradings: "number", average: "number" };
const LECTURER_COLUMNS: CsvColumns = { lecturer: "text", sessions: "number", gradings: "number", average: "number" };

/** The averages per session as CSV (resources.grade-results.fields.* headers), defused as every export. */
export const sessionsCsv = (rows: GradeSessionResult[]) => recordsCsv("grade-results", rows, SESSION_COLUMNS);
/** The averages per lecturer as CSV (resources.grade-lecturers.fields.* headers). */
export const lecturersCsv = (rows: GradeLecturerResult[]) => recordsCsv("grade-lecturers", rows, LECTURER_COLUMNS);
