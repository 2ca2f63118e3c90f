import { cutWords } from "@/api/modules/search/segment";

/** Full-width characters (CJK, full-width punctuation) take one em in Noto Sans CJK; Latin letters and digits about 0.6. */
const charWidth = (ch: string) => (/[\u2e80-\uffef]/.test(ch) ? 1 : ch === " " ? 0.3 : 0.6);
const textWidth = (text: string) => [...text].reduce((w, ch) => w + charWidth(ch), 0);

/** Closing punctuation never starts a line (it hangs past the line's end instead, as Chinese typesetting does). */
const CLOSING = /^[，。、：；！？）」』》%,.:;!?)]$/;
const OPENING = /^[（「『《(]$/;
/** Where a reader expects a break: after a pause mark, before an opening bracket, at a space. */
const PAUSE = /[，、：；:,]$/;

/** A number keeps the word it counts (21 天, 3 倍). */
const withCounts = (words: string[]) =>
  words.reduce<string[]>((out, w) => {
    const prev = out.at(-1) ?? "";
    if (/\d\s*$/.test(prev) && (/^\s+$/.test(w) || /\d\s+$/.test(prev))) out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);

/** Words stay whole (营销, 解决方案, GMV, 2026); a word too long for any line may break between its characters. */
const tokensOf = (text: string, maxEm: number) => withCounts(cutWords(text)).flatMap((w) => (textWidth(w) > maxEm ? [...w] : [w]));

/** A line's width, a hanging closing mark not counted: callers leave one em of room for it. */
const lineWidth = (tokens: string[]) => textWidth(tokens.join("").trim()) - (CLOSING.test(tokens.at(-1) ?? "") ? 1 : 0);

const canBreakBefore = (tokens: string[], i: number) => !CLOSING.test(tokens[i]!) && !OPENING.test(tokens[i - 1]!);
const goodBreak = (tokens: string[], i: number) =>
  PAUSE.test(tokens[i - 1]!) || OPENING.test(tokens[i]!) || /\s/.test(tokens[i - 1]! + tokens[i]!);

/** Every way to cut the tokens into `n` lines at allowed breaks (titles are short: a few dozen tokens at most). */
function* splits(tokens: string[], n: number, from = 1): Generator<number[]> {
  if (n === 1) return yield [];
  for (let i = from; i < tokens.length; i++) {
    if (!canBreakBefore(tokens, i)) continue;
    for (const rest of splits(tokens, n - 1, i + 1)) yield [i, ...rest];
  }
}

/**
 * The title in the fewest lines no wider than `maxEm` ems (at most `maxLines`), the lines as even as they can be and
 * broken where a reader pauses; null when it does not fit.
 */
export function wrapTitle(text: string, maxEm: number, maxLines: number): string[] | null {
  const tokens = tokensOf(text.trim(), maxEm);
  for (let n = 1; n <= maxLines; n++) {
    let best: { lines: string[]; cost: number } | null = null;
    for (const cuts of splits(tokens, n)) {
      const bounds = [0, ...cuts, tokens.length];
      const parts = bounds.slice(1).map((end, i) => tokens.slice(bounds[i], end));
      const widths = parts.map(lineWidth);
      if (Math.max(...widths) > maxEm) continue;
      // The widest line, plus an em for each break in the middle of a phrase.
      const cost = Math.max(...widths) + cuts.filter((i) => !goodBreak(tokens, i)).length;
      if (!best || cost < best.cost) best = { lines: parts.map((p) => p.join("").trim()), cost };
    }
    if (best) return best.lines;
  }
  return null;
}

/** The longest start of the title that fits in `maxLines` lines with an ellipsis: for a title no size fits. */
export function truncateTitle(text: string, maxEm: number, maxLines: number) {
  const chars = [...text.trim()];
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const lines = wrapTitle(
      `${chars
        .slice(0, keep)
        .join("")
        .replace(/[\s，、：；]+$/, "")}…`,
      maxEm,
      maxLines,
    );
    if (lines) return lines;
  }
  return ["…"];
}
