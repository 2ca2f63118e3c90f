import { queryOptions } from "@tanstack/react-query";
import { trainingGetChoiceNessLiveCall } from "@/api/contract/training";
import { api } from "../../lib/api";

/** training/GetChoiceNessLive: the next choice (精选) session not yet ended, or null. */
export const getChoicenessLiveQueryOptions = () =>
  queryOptions({ queryKey: ["training", "choiceness"], queryFn: () => api.query(trainingGetChoiceNessLiveCall) });

const CLOSED_KEY = "home-choiceness-closed";

type Store = Pick<Storage, "getItem" | "setItem">;

/** Whether this browser closed the pop-up for this session already (closing is remembered per session). */
export function choicenessClosed(store: Store, strId: string) {
  try {
    return (store.getItem(CLOSED_KEY) ?? "").split(",").includes(strId);
  } catch {
    return false;
  }
}

/** Remembers the close; a handful of sessions is plenty (the newest kept). */
export function rememberChoicenessClosed(store: Store, strId: string) {
  try {
    const kept = (store.getItem(CLOSED_KEY) ?? "").split(",").filter((id) => id && id !== strId);
    store.setItem(CLOSED_KEY, [...kept.slice(-19), strId].join(","));
  } catch {
    // Without storage the pop-up may show again next visit: harmless.
  }
}
