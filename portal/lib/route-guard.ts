import { redirect } from "@tanstack/react-router";
import { toast } from "../components/toast/toast-store";
import { ApiError } from "./api";
import { catalogueAction, TOAST_BEFORE_REDIRECT_MS } from "./catalogue";

/**
 * For route loaders: a failed query whose code moves the page (1503 to the login page, 302, 1302) becomes a router
 * redirect from `href`, the address being loaded; any other failure goes on to the route's error view.
 */
export async function orRedirect<T>(load: Promise<T>, href: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const env = { code: error.code, msg: error.message, data: error.data };
    const action = catalogueAction(env, href, window.location.origin, () => false);
    if (action.kind === "login" || action.kind === "go") throw redirect({ href: action.href, replace: true });
    if (action.kind === "toastThenGo") {
      toast(action.msg, { ms: TOAST_BEFORE_REDIRECT_MS });
      await new Promise((resolve) => setTimeout(resolve, TOAST_BEFORE_REDIRECT_MS));
      throw redirect({ href: action.href, replace: true });
    }
    throw error;
  }
}
