import { useState } from "react";
import { EXAM_MSG, PC_ONLY_MSG } from "@/api/contract/certification-exams";
import { toast } from "@/portal/components/toast/toast-store";
import { copyText } from "@/portal/lib/clipboard";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useSendExamLink } from "../send-exam-link";

/** Where the exam is taken: its registration page, or the exam list when no exam is chosen yet. */
const examPath = (examId?: number) => (examId === undefined ? "/certification/exam" : `/certification/add/${examId}`);

/**
 * On a phone, said before an exam's rules: exams are taken on a computer (the registration page would refuse the
 * phone anyway). The person can copy the link, or, signed in, send it to their own inbox (站内信) to open on the
 * computer. What happened is said here as well as in a toast, which may sit under a pop-up's overlay.
 */
export function PcOnlyNotice({ examId }: { examId?: number }) {
  const user = useCurrentUser();
  const [said, setSaid] = useState("");
  const tell = (msg: string, tone: "success" | "info" = "success") => {
    setSaid(msg);
    toast(msg, { tone });
  };
  const send = useSendExamLink({ onFail: (env) => tell(env.msg, "info") });

  const copy = async () => {
    const href = `${window.location.origin}${examPath(examId)}`;
    if (await copyText(href)) tell(PC_ONLY_MSG.copied);
    else tell(`${PC_ONLY_MSG.copyFailed}：${href}`, "info");
  };

  return (
    <section className="pc-only" aria-label="请在电脑上参加考试">
      <p className="pc-only__title">{EXAM_MSG.mobileDevice}</p>
      <p className="pc-only__text">{PC_ONLY_MSG.notice}</p>
      <div className="pc-only__actions">
        <button type="button" className="btn btn--light btn--sm" onClick={() => void copy()}>
          复制链接
        </button>
        {user && (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={send.isPending}
            onClick={() => send.mutate(examId, { onSuccess: () => tell(PC_ONLY_MSG.sent) })}
          >
            {send.isPending ? "发送中…" : "发到我的站内信"}
          </button>
        )}
      </div>
      {said && (
        <p className="pc-only__said" role="status">
          {said}
        </p>
      )}
    </section>
  );
}
