import { useSyncExternalStore } from "react";

/** A tiny external store: plain code (the api layer) writes, components read through the hook. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
  return {
    get: () => state,
    set(update: (prev: T) => T) {
      state = update(state);
      for (const fn of listeners) fn();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => state,
      ),
  };
}
