import { openModal } from "@/portal/components/modal/modal-store";

/** The activity's own agreement (plain text an operator wrote) in a pop-up, as the site's 《服务协议》 opens in one. */
export function openActivityAgreement(text: string) {
  openModal({ title: "活动协议", size: "lg", content: <p className="activity-agreement">{text}</p> });
}
