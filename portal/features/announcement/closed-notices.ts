/** A visitor's closed announcements live in the browser (a signed-in person's on the server): ids under one key. */
export const CLOSED_KEY = "closedNotices";

type Store = Pick<Storage, "getItem" | "setItem">;

export function closedIds(store: Store): number[] {
  try {
    const ids: unknown = JSON.parse(store.getItem(CLOSED_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Remembers a close; keeps the newest 100 so the key cannot grow without end. */
export function rememberClosed(store: Store, id: number) {
  const ids = closedIds(store).filter((x) => x !== id);
  try {
    store.setItem(CLOSED_KEY, JSON.stringify([...ids, id].slice(-100)));
  } catch {
    // Storage refused (private mode): the card comes back on the next visit, nothing worse.
  }
}
