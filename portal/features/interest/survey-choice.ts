import type { ChosenOption, InterestAnswer, InterestOption } from "@/api/contract/interest";

/** The options chosen so far: id → what was written for 其他 ('' otherwise). */
export type Chosen = ReadonlyMap<number, string>;

/** Without `option` and everything below it: unchoosing 是 (or choosing 否) drops the follow-ups with it. */
function drop(chosen: Map<number, string>, option: InterestOption) {
  chosen.delete(option.id);
  for (const c of option.child) drop(chosen, c);
}

/**
 * Ticks or unticks `option` among `siblings` (the options of its question). A single-answer question keeps one;
 * an exclusive option (88) clears the others and any other option clears it.
 */
export function toggle(chosen: Chosen, siblings: InterestOption[], multiple: boolean, option: InterestOption, on: boolean): Chosen {
  const next = new Map(chosen);
  if (!on) {
    drop(next, option);
    return next;
  }
  for (const s of siblings) {
    if (s.id !== option.id && (!multiple || option.exclusive || s.exclusive)) drop(next, s);
  }
  next.set(option.id, next.get(option.id) ?? "");
  return next;
}

export const chosenList = (chosen: Chosen): ChosenOption[] => [...chosen].map(([id, text]) => ({ id, text: text.trim() }));

/** As Home/AddUserInterest takes them: {id, cateid, title}, title being the written text of 其他. */
export const toAnswers = (chosen: Chosen, byId: Map<number, InterestOption>): InterestAnswer[] =>
  chosenList(chosen).map((c) => {
    const o = byId.get(c.id);
    return { id: c.id, cateid: o?.cateId ?? 0, title: o?.isother ? c.text : (o?.title ?? "") };
  });
