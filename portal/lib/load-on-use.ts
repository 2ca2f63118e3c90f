import { toast } from "../components/toast/toast-store";

/**
 * An action whose code is fetched the first time it is used (the browser keeps the module after), so pop-ups nobody
 * may open are not in every page's first download. A fetch that fails says 网络错误 in a toast; the next use tries again.
 */
export const loadOnUse =
  <M>(load: () => Promise<M>, use: (module: M) => void) =>
  () =>
    void load().then(use, () => toast("网络错误，请稍后再试", { tone: "error" }));
