/**
 * The pending-collect marker (spec 001 "Collect"): a visitor's collect is remembered for this tab while they log
 * in, and applied when they are back on the item's page.
 */
const KEY = "pendingCollect";

export function rememberCollect(strId: string) {
  try {
    sessionStorage.setItem(KEY, strId);
  } catch {
    // Storage refused (private mode): the person collects again after logging in.
  }
}

/** Takes the marker if it is for `strId` (so it is applied once). */
export function takePendingCollect(strId: string) {
  try {
    if (sessionStorage.getItem(KEY) !== strId) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
