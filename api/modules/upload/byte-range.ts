/** A satisfiable single range of a file, as inclusive byte offsets. */
export type ByteRange = { start: number; end: number };

/**
 * The Range header of a file request (RFC 9110 section 14): `bytes=a-b`, `bytes=a-` or the last n bytes `bytes=-n`.
 * Answers null when the whole file should be sent (no header, several ranges, or one we do not read: a server may
 * ignore Range), or "unsatisfiable" for a range that starts past the end (HTTP 416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const last = Number(m[2]);
    return last === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Number(m[2]);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
