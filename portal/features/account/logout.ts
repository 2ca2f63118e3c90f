import { myOutCall } from "@/api/contract/session";
import { api } from "../../lib/api";

/** my/out, then the home page (spec 000 section 4), loaded afresh so nothing of the old session stays in memory. */
export async function logout() {
  await api.send(myOutCall);
  window.location.assign("/home/index");
}
