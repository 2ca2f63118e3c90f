import { useEffect, useState } from "react";

/** Suggestions wait for a pause in typing: one call per pause rather than one per key. */
const SUGGEST_DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms = SUGGEST_DEBOUNCE_MS) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
