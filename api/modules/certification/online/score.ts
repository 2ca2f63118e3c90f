import { normaliseBlank, type PaperItem } from "@/api/contract/online-exam";

type Given = { optionIds: string[]; texts: string[] } | undefined;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Every blank holds one of its accepted answers, compared after normalising width, case and spaces. */
function blanksRight(item: PaperItem, texts: string[]) {
  return item.blankAnswers.every((accepted, i) => {
    const given = normaliseBlank(texts[i] ?? "");
    return given !== "" && accepted.some((a) => normaliseBlank(a) === given);
  });
}

/**
 * The machine's score of one answer: all or nothing (a multiple choice needs exactly the right set, a fill-in every
 * blank). A short answer that was written waits for a marker (null); one left empty scores 0.
 */
export function autoScore(item: PaperItem, given: Given): number | null {
  if (item.type === "short") return given?.texts.some((t) => t.trim() !== "") ? null : 0;
  if (!given) return 0;
  if (item.type === "fill") return blanksRight(item, given.texts) ? item.points : 0;
  return sameSet(given.optionIds, item.correctOptions) ? item.points : 0;
}
