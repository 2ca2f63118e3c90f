import { indexWords, queryWords } from "./segment";

/** PostgreSQL's limits: positions run to 16383, a lexeme keeps at most 256 of them. */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_WORD = 256;
const MAX_WORD_LENGTH = 100;

/** A lexeme quoted for the tsvector/tsquery input syntax. */
function quote(word: string) {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The tsvector literal of a document: title words weighted A, body words B, the byline (who gives a session) C,
 * positions in reading order. We write
 * the literal ourselves instead of calling to_tsvector so no text parser or locale stands between our segmenter and
 * the index: PGlite and PostgreSQL store byte for byte the same vector.
 */
export function documentVector(title: string, body: string, byline = "") {
  const positions = new Map<string, string[]>();
  let at = 0;
  const add = (words: string[], weight: "A" | "B" | "C") => {
    for (const word of words) {
      if (at >= MAX_POSITION) return;
      at += 1;
      if (word.length > MAX_WORD_LENGTH) continue;
      const list = positions.get(word) ?? [];
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${at}${weight}`);
      positions.set(word, list);
    }
  };
  add(indexWords(title), "A");
  add(indexWords(body), "B");
  add(indexWords(byline), "C");
  return [...positions].map(([word, list]) => `${quote(word)}:${list.join(",")}`).join(" ");
}

/**
 * The tsquery literal of what someone typed: every word must appear (&), or any may (|) for the fallback when no
 * document holds them all. `prefix` lets the last word match the start of longer words, for suggestions while typing.
 * Empty when the text holds no word at all.
 */
export function searchQuery(text: string, mode: "all" | "any", prefix = false) {
  const words = queryWords(text).filter((w) => w.length <= MAX_WORD_LENGTH);
  return {
    words,
    tsquery: words.map((w, i) => (prefix && i === words.length - 1 ? `${quote(w)}:*` : quote(w))).join(mode === "all" ? " & " : " | "),
  };
}
