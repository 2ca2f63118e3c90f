/** Longest return address worth keeping; anything longer is not a page of ours. */
const MAX_LENGTH = 2048;
/** Whitespace, control and invisible format characters: URL parsers drop or reinterpret them (/\t/evil.com). */
const UNSAFE_CHARS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Undoes percent-encoding until it stops changing (bounded), or null when the encoding is broken. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** True when the address, read as a path, could leave the site: //host, \host or a scheme. */
function looksForeign(pathPart: string) {
  return pathPart.startsWith("//") || pathPart.includes("\\") || UNSAFE_CHARS.test(pathPart) || SCHEME.test(pathPart);
}

/**
 * Where a return address (gotoUrl, fromurl, GotoUrl) may send the person: a path of this site, or '/'.
 * The allowed site list is the portal's own origin. Relative paths and absolute URLs of `currentOrigin` pass;
 * other hosts, protocol-relative and backslash forms, javascript:/data: and every other scheme, and the same tricks
 * percent-encoded or hidden behind whitespace and control characters answer '/'.
 */
export function safeRedirect(target: unknown, currentOrigin: string): string {
  if (typeof target !== "string" || target === "" || target.length > MAX_LENGTH) return "/";
  if (UNSAFE_CHARS.test(target) || target.includes("\\")) return "/";

  let origin: URL;
  let url: URL;
  try {
    origin = new URL(currentOrigin);
    url = new URL(target, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return "/";
  const isAbsolute = SCHEME.test(target);
  if (!isAbsolute) {
    // A relative address must not turn into //host, \host or scheme: once decoded (javascript%3A...).
    const decodedTarget = fullyDecoded(target);
    if (decodedTarget === null || /^[\\/]{2}/.test(decodedTarget) || SCHEME.test(decodedTarget)) return "/";
  }

  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path part (before ? or #) must stay a plain path of ours however often it is decoded later on.
  const decoded = fullyDecoded(url.pathname);
  if (decoded === null || looksForeign(decoded) || looksForeign(path)) return "/";
  return path;
}

/** How an address is judged without a request at hand (a form): any origin of ours reads paths the same way. */
const ANY_ORIGIN_OF_OURS = "https://portal.invalid";

/**
 * Where a partner may send people after sign-in (the spec's allowed-site list): a path of this site that
 * safeRedirect keeps exactly as written, or an https address on one of `partnerOrigins` (REDIRECT_ORIGINS).
 * Answers the address, or null. The same check runs when an operator saves the address and each time it is used.
 */
export function allowedRedirect(target: string, currentOrigin: string, partnerOrigins: readonly string[]): string | null {
  if (target.startsWith("/")) return safeRedirect(target, currentOrigin) === target ? target : null;
  if (UNSAFE_CHARS.test(target) || target.includes("\\") || target.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  return url.protocol === "https:" && !url.username && !url.password && partnerOrigins.includes(url.origin) ? target : null;
}

/** The form's half of allowedRedirect: a path of ours, or an https address (whose site the server checks). */
export const redirectShapeOk = (target: string) =>
  allowedRedirect(target, ANY_ORIGIN_OF_OURS, []) !== null || /^https:\/\/[^/?#\s\\@]+(\/\S*)?$/.test(target);
