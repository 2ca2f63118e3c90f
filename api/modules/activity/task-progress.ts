import type { Conn } from "@/db/client";
import type { activityTasks } from "@/db/schema/activity";
import { passedExamIds } from "../certification/exams/service";
import { enteredTrainingIds } from "../training/service";
import { isApproved } from "./access";
import { findSignup, listUserTasks } from "./queries";

type Task = typeof activityTasks.$inferSelect;

/**
 * Which of one activity's tasks a person has finished and which scores they have claimed. A task is finished only on
 * evidence the server holds, by its kind: its page reported open long enough (visit, task-visit.ts), an approved sign-up for the activity
 * (signup), an entry into the session's live room or replay (live), a passed attempt at the exam (exam).
 */
export async function taskProgress(db: Conn, userId: number, activityId: number, tasks: Task[]) {
  const rows = await listUserTasks(
    db,
    userId,
    tasks.map((t) => t.id),
  );
  const visited = new Set(rows.map((r) => r.taskId));
  const signedUp = tasks.some((t) => t.kind === "signup") && isApproved(await findSignup(db, activityId, userId));
  const entered = await enteredTrainingIds(
    db,
    userId,
    tasks.flatMap((t) => (t.kind === "live" && t.trainingId ? [t.trainingId] : [])),
  );
  const passed = await passedExamIds(
    db,
    userId,
    tasks.flatMap((t) => (t.kind === "exam" && t.examId ? [t.examId] : [])),
  );
  const evidenced: Record<Task["kind"], (t: Task) => boolean> = {
    visit: (t) => visited.has(t.id),
    signup: () => signedUp,
    live: (t) => entered.has(t.trainingId!),
    exam: (t) => passed.has(t.examId!),
  };
  return {
    finished: new Set(tasks.filter((t) => evidenced[t.kind](t)).map((t) => t.id)),
    claimed: new Set(rows.filter((r) => r.scoreClaimedAt !== null).map((r) => r.taskId)),
  };
}
