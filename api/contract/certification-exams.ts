import { defineCall } from "./call";
import { ExamInfoSchema } from "./certification-registration";

/** An exam card of pearson/examall (fee in fen). */
export type ExamCard = {
  id: number;
  kaoShiId: string;
  name: string;
  series: string;
  cover: string;
  intro: string;
  fee: number;
  isVideo: number;
  outlineUrl: string;
};
/** Pearson/GetExamNewSys: the info pop-up, with the signed-in person's attempts and open registration. */
export type ExamInfo = ExamCard & {
  subjectNum: number;
  zongFen: number;
  passScore: number;
  duration: number;
  cnt: number;
  monthlyLimit: number;
  joinNum: number;
  discipline: string;
  /** null: unlimited, or a visitor. */
  attemptsLeft: number | null;
  /** Why a new registration is refused now ('' when it may start). */
  refusal: string;
  /** Where an open registration goes on ('' when there is none). */
  nextUrl: string;
};

/* The calls (the server's certification/exams module). */
export const pearsonExamallCall = defineCall({ path: "pearson/examall" }).returns<ExamCard[]>();
export const pearsonGetExamNewSysCall = defineCall({ path: "Pearson/GetExamNewSys", input: ExamInfoSchema }).returns<ExamInfo>();
