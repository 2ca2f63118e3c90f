import type { Conn } from "@/db/client";
import type { interestOptions } from "@/db/schema/interest";
import {
  type ChosenOption,
  checkSurvey,
  INTEREST_CATEGORIES,
  type InterestAnswer,
  type InterestCategory,
  type InterestOption,
} from "../../contract/interest";
import { fail } from "../../protocol/errors";
import { hasAnswers, listAnswers, listOptions, replaceAnswers } from "./queries";

type OptionRow = typeof interestOptions.$inferSelect;

/** The survey as a tree: each category with options, each option's revealed question under `child`. */
export async function interestTree(db: Conn): Promise<InterestCategory[]> {
  const rows = await listOptions(db);
  const node = (r: OptionRow): InterestOption => ({
    id: r.id,
    cateId: r.cateId,
    value: r.value,
    title: r.title,
    exclusive: r.exclusive,
    isother: r.isOther ? 1 : 0,
    childTitle: r.childTitle,
    childMultiple: r.childMultiple,
    child: rows.filter((c) => c.parentId === r.id).map(node),
  });
  // A category an operator has emptied asks nothing (rather than a question no one could answer).
  return INTEREST_CATEGORIES.map((c) => ({
    ...c,
    oplist: rows.filter((r) => r.cateId === c.cateId && r.parentId === null).map(node),
  })).filter((c) => c.oplist.length > 0);
}

/** The person's answers as {id, cateid, title}: the option's title, or what they wrote for 其他. */
export async function userAnswers(db: Conn, userId: number): Promise<InterestAnswer[]> {
  const [rows, chosen] = await Promise.all([listOptions(db), listAnswers(db, userId)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return chosen.flatMap((c) => {
    const o = byId.get(c.id);
    return o ? [{ id: o.id, cateid: o.cateId, title: o.isOther ? c.text : o.title }] : [];
  });
}

/** The tree with each category's `sellist`: the person's answers in it. */
export async function userTree(db: Conn, userId: number) {
  const [tree, answers] = await Promise.all([interestTree(db), userAnswers(db, userId)]);
  return tree.map((c) => ({ ...c, sellist: answers.filter((a) => a.cateid === c.cateId) }));
}

/** Saves the survey after the same rules the pop-up applies; a failed rule answers its message and category. */
export async function saveSurvey(db: Conn, userId: number, chosen: ChosenOption[]) {
  const unique = [...new Map(chosen.map((c) => [c.id, c])).values()];
  const problem = checkSurvey(await interestTree(db), unique);
  if (problem) fail(problem.msg, `cate${problem.cateId}`);
  await replaceAnswers(db, userId, unique);
}

/**
 * The identity answer given at registration (common/reg: a cate 1 option and its child), which the caller checked
 * against interestTree: the person's first answers, from which the survey page starts.
 */
export async function saveIdentityAnswers(db: Conn, userId: number, chosen: ChosenOption[]) {
  await replaceAnswers(db, userId, chosen);
}

/** Drops every answer of the person (a closed account). */
export async function clearAnswers(db: Conn, userId: number) {
  await replaceAnswers(db, userId, []);
}

/** home/interestAlert: 1 when a signed-in person has not answered the survey yet. */
export async function interestAlertCount(db: Conn, userId: number | undefined) {
  return userId && !(await hasAnswers(db, userId)) ? 1 : 0;
}

/** What other features may read of the survey's options (a growth plan's post, stage and industry). */
export { findOptions } from "./queries";
export { hasAnswers };
