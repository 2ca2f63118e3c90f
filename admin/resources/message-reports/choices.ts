import { MESSAGE_REVIEW_LABEL } from "@/api/contract/zhaopin-messages";
import { textChoicesOf } from "../../components/choices";

export const REVIEW_CHOICES = textChoicesOf(MESSAGE_REVIEW_LABEL);
/** Who wrote the message (translated: HR, 候选人). */
export const SIDE_CHOICES = [
  { id: "company", name: "app.messages.side.company" },
  { id: "candidate", name: "app.messages.side.candidate" },
];
