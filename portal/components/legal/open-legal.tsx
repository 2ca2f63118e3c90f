import "./legal.css";
import { openModal } from "../modal/modal-store";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfService } from "./terms-of-service";

/** The 《服务协议》 pop-up. */
export function openTerms() {
  openModal({ title: "学习认证中心服务协议", size: "lg", content: <TermsOfService /> });
}

/** The 《隐私政策》 pop-up. */
export function openPrivacy() {
  openModal({ title: "学习认证中心隐私政策", size: "lg", content: <PrivacyPolicy /> });
}
