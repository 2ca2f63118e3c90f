import { alertModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { copyText } from "@/portal/lib/clipboard";
import { positionHref } from "./components/position-card";

/**
 * 分享: copies the position's address with ?from=share, so an application from the shared link says so (HR's 来源);
 * where the browser will not write the clipboard, the address is shown to copy by hand.
 */
export async function sharePosition(id: number) {
  const href = new URL(positionHref(id, "share"), window.location.origin).href;
  if (await copyText(href)) toast("链接已复制", { tone: "success" });
  else void alertModal(href, { title: "复制以下链接分享" });
}
