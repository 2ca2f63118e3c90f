import { alertModal } from "../../components/modal/dialogs";
import { toast } from "../../components/toast/toast-store";
import { copyText } from "../../lib/clipboard";

/**
 * 分享: copies the page's address (spec 001: share copies the link); the notice hides after 2 s. Where the browser
 * will not write the clipboard, the address is shown to copy by hand.
 */
export async function shareLink(href = window.location.href) {
  if (await copyText(href)) toast("已复制", { tone: "success" });
  else void alertModal(href, { title: "复制以下链接分享" });
}
