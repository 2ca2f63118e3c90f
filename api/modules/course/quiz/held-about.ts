import type { Holding } from "@/api/personal-data";
import { attemptsHeldBy } from "./queries";

/** Quiz attempts stay with the anonymous account: a course's finish and its 结业证书 rest on them. */
export const courseQuizHoldings: Holding[] = [
  {
    key: "courseQuizAttempts",
    tables: ["course_quiz_attempts"],
    export: attemptsHeldBy,
    close: { kept: "a finished course and its 结业证书 rest on the passed attempt; with the account anonymous it names no one" },
  },
];
