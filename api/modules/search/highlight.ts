import type { Marked } from "../../contract/search";

/**
 * Cuts `text` into plain and matched parts (odd indexes are matches of any of `words`, longest first, case-insensitive).
 * The portal renders the parts as text inside <em>, so nothing from a document is ever read as HTML.
 */
export function markWords(text: string, words: string[]): Marked {
  const lower = text.toLowerCase();
  const byLength = [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
  const parts: Marked = [];
  let plain = "";
  let i = 0;
  while (i < text.length) {
    const hit = byLength.find((w) => lower.startsWith(w, i));
    if (hit) {
      parts.push(plain, text.slice(i, i + hit.length));
      plain = "";
      i += hit.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  parts.push(plain);
  return parts;
}

const SNIPPET_LENGTH = 90;
const LEAD = 20;

/** The part of a body worth showing under a result: from a little before the first match, ellipsised. */
export function snippet(body: string, words: string[]): string {
  const flat = body.replace(/\s+/g, " ").trim();
  const lower = flat.toLowerCase();
  const first = Math.min(...words.map((w) => lower.indexOf(w)).filter((at) => at >= 0), Number.MAX_SAFE_INTEGER);
  const start = first === Number.MAX_SAFE_INTEGER || first < LEAD ? 0 : first - LEAD;
  const end = start + SNIPPET_LENGTH;
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}
