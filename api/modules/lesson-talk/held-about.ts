import { erased, type Holding } from "@/api/personal-data";
import { answersOf, deleteNotesOf, notesOf, questionsOf } from "./queries";

/** Lesson questions, answers and 有用 marks stay with the anonymous account; notes are the person's alone and go. */
export const lessonTalkHoldings: Holding[] = [
  {
    key: "lessonQuestions",
    tables: ["lesson_questions", "lesson_answers", "lesson_useful_marks"],
    export: async (db, userId) => ({ questions: await questionsOf(db, userId), answers: await answersOf(db, userId) }),
    close: { kept: "others answered and marked them; with the account anonymous they name no one, as course comments" },
  },
  {
    key: "lessonNotes",
    tables: ["lesson_notes"],
    export: notesOf,
    close: erased(deleteNotesOf),
  },
];
