/** `text` as a literal ILIKE pattern: its own % _ and \ match only themselves. */
export function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
