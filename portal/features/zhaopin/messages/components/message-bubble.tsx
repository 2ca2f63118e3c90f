import { HIDDEN_MESSAGE_TEXT, type Message } from "@/api/contract/zhaopin-messages";
import { openModal } from "@/portal/components/modal/modal-store";
import { chatTime } from "../thread-view";
import { ReportForm } from "./report-form";

type Props = { message: Message; applicationId: number; showTime: boolean; now: number };

/**
 * One message: mine on the right, HR's on the left with 举报 (已举报 once reported). The body is text as written,
 * line breaks kept (pre-wrap) and no address made a link; a hidden one reads as the platform's notice, greyed.
 */
export function MessageBubble({ message: m, applicationId, showTime, now }: Props) {
  const report = () =>
    openModal({
      title: "举报消息",
      size: "sm",
      content: (close) => <ReportForm message={m} applicationId={applicationId} onDone={close} />,
    });
  return (
    <li className={`msg${m.mine ? " msg--mine" : ""}`} data-message={m.id}>
      {showTime && (
        <p className="msg__time">
          <time dateTime={`${m.createdAt.replace(" ", "T")}+08:00`}>{chatTime(m.createdAt, now, true)}</time>
        </p>
      )}
      <div className="msg__row">
        <span className="visually-hidden">{m.mine ? "我：" : "企业HR："}</span>
        <div className={`msg__bubble${m.hidden ? " msg__bubble--hidden" : ""}`}>{m.hidden ? HIDDEN_MESSAGE_TEXT : m.body}</div>
        {!m.mine &&
          !m.hidden &&
          (m.reported ? (
            <span className="msg__reported">已举报</span>
          ) : (
            <button type="button" className="msg__report" onClick={report}>
              举报
            </button>
          ))}
      </div>
    </li>
  );
}
