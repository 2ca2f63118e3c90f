import "./legal.css";
import { loadOnUse } from "../../lib/load-on-use";
import { openModal } from "../modal/modal-store";

/** The 《服务协议》 pop-up; its text loads when it first opens. */
export const openTerms = loadOnUse(
  () => import("./terms-of-service"),
  ({ TermsOfService }) => openModal({ title: "学习认证中心服务协议", size: "lg", content: <TermsOfService /> }),
);

/** The 《隐私政策》 pop-up; its text loads when it first opens. */
export const openPrivacy = loadOnUse(
  () => import("./privacy-policy"),
  ({ PrivacyPolicy }) => openModal({ title: "学习认证中心隐私政策", size: "lg", content: <PrivacyPolicy /> }),
);
