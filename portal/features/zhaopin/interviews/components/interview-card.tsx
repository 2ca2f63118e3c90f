import type { ReactNode } from "react";
import type { Interview, InterviewReply } from "@/api/contract/zhaopin-interviews";
import { AppLink } from "@/portal/components/app-link";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { cancelledByText, INTERVIEW_TONE, interviewWhen, isOpenInterview, isWebLink, telHref } from "../interview-view";
import { useReplyInterview } from "../reply-interview";
import { CancelInterviewForm } from "./cancel-interview-form";
import { RescheduleForm } from "./reschedule-form";

/** One fact of the invitation: its name, then what the company wrote. */
function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "zp-interview__wide" : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What I may do with an open invitation: answer it while it waits (接受, 拒绝, 改约); once answered, move it again
 * (改约) or call it off with a reason (取消面试); 接受 comes back after I asked to move it (the first time stands).
 */
function InterviewActions({ interview }: { interview: Interview }) {
  const reply = useReplyInterview();
  const { id, status } = interview;
  const answer = (r: Exclude<InterviewReply, "reschedule">, done: string) =>
    reply.mutate({ id, reply: r, note: "", proposedTime: "" }, { onSuccess: () => toast(done, { tone: "success" }) });
  const decline = async () => {
    if (!(await confirmModal(`确定拒绝【${interview.companyName}】的面试邀请吗？拒绝后不能再回复。`, { okText: "拒绝" }))) return;
    answer("decline", "已拒绝面试邀请");
  };
  const open = (title: string, Form: typeof RescheduleForm) =>
    openModal({ title, size: "sm", content: (close) => <Form interview={interview} onDone={close} /> });
  return (
    <div className="zp-interview__actions">
      {status !== "accepted" && (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={reply.isPending}
          onClick={() => answer("accept", "已接受面试邀请，请按时参加")}
        >
          接受
        </button>
      )}
      {status === "pending" && (
        <button type="button" className="btn btn--ghost btn--sm" disabled={reply.isPending} onClick={() => void decline()}>
          拒绝
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => open("申请改约", RescheduleForm)}>
        改约
      </button>
      {status !== "pending" && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => open("取消面试", CancelInterviewForm)}>
          取消面试
        </button>
      )}
      {interview.icsPath && (
        // A file the server writes (not a page of the app): the browser downloads it and the calendar app opens it.
        <a className="btn btn--text btn--sm zp-interview__ics" href={interview.icsPath} download>
          添加到日历
        </a>
      )}
    </div>
  );
}

/** One invitation: who, when (Beijing), where or the meeting link, whom to call, its state and what was said since. */
export function InterviewCard({ interview: i }: { interview: Interview }) {
  const title = i.positionTitle || "面试邀请";
  return (
    <li className="card zp-interview" data-interview={i.id}>
      <div className="zp-interview__head">
        <div className="zp-interview__title">
          <h3 className="zp-interview__position">{i.positionPath ? <AppLink href={i.positionPath}>{title}</AppLink> : title}</h3>
          <p className="zp-interview__company">{i.companyName}</p>
        </div>
        <span className={`status-pill status-pill--${INTERVIEW_TONE[i.status]}`}>{i.statusText}</span>
      </div>
      <dl className="zp-interview__facts">
        <Fact term="面试时间">
          <strong className="zp-interview__when">{interviewWhen(i.startsAt)}</strong>（北京时间）
        </Fact>
        {i.place && <Fact term="面试地点">{i.place}</Fact>}
        {i.onlineUrl && (
          <Fact term="线上会议">
            <span className="zp-interview__url">{i.onlineUrl}</span>
            {isWebLink(i.onlineUrl) && (
              <a className="zp-interview__link" href={i.onlineUrl} target="_blank" rel="noopener noreferrer">
                打开会议链接
              </a>
            )}
          </Fact>
        )}
        <Fact term="联系人">
          {i.contactName}
          {i.contactPhone && (
            <a className="zp-interview__link" href={telHref(i.contactPhone)}>
              {i.contactPhone}
            </a>
          )}
        </Fact>
        {i.note && (
          <Fact term="备注" wide>
            {i.note}
          </Fact>
        )}
        {i.status === "reschedule" && i.proposedAt && <Fact term="希望改约至">{interviewWhen(i.proposedAt)}</Fact>}
        {i.replyNote && <Fact term="我的留言">{i.replyNote}</Fact>}
        {i.status === "cancelled" && (
          <Fact term={cancelledByText(i)} wide>
            {i.cancelReason || "—"}
          </Fact>
        )}
      </dl>
      {isOpenInterview(i.status) && <InterviewActions interview={i} />}
    </li>
  );
}
