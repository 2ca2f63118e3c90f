/** The path this document was loaded on (none on the server, which draws a visitor's first frame). */
const loadedOn = typeof window === "undefined" ? null : window.location.pathname;

/**
 * The server grants some browser features to one page only (the camera to the exam's photo check, by its
 * Permissions-Policy), and a document keeps the policy it was loaded with. Reached from another page inside the SPA,
 * such a page loads anew so the browser applies its own policy; the router waits for the load.
 */
export function loadOwnDocument(href: string, pathname: string) {
  if (pathname === loadedOn) return;
  window.location.assign(href);
  return new Promise<never>(() => {});
}
