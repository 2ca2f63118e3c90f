import { BAD_REQUEST, fail } from "./errors";

/** Far deeper than any form nests (a survey's options sit four levels down), far shallower than a stack overflow. */
const MAX_DEPTH = 32;

/** Text no form sends: a NUL, which PostgreSQL cannot store, or a surrogate without its pair, which no UTF-8 can hold. */
const isUnsafeText = (s: string) => s.includes("\u0000") || !s.isWellFormed();

/**
 * Refuses a parsed JSON body (or query) before anything reads it: the signature's canonical JSON recurses and throws on
 * a lone surrogate, and PostgreSQL fails a query on a NUL. Nesting deeper than MAX_DEPTH is a malformed request; unsafe
 * text is a field error (code 1, `field` the value's dot path as valibot names it, or the object's for a key).
 */
export function refuseUnsafeJson(value: unknown) {
  const walk = (node: unknown, path: string, depth: number) => {
    if (typeof node === "string") {
      if (isUnsafeText(node)) fail("内容含有无法识别的字符", path || undefined);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    if (depth >= MAX_DEPTH) fail(BAD_REQUEST);
    for (const [key, child] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) fail("内容含有无法识别的字符", path || undefined);
      walk(child, at, depth + 1);
    }
  };
  walk(value, "", 0);
}
