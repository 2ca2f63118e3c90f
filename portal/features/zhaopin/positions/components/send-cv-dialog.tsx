import type { Envelope } from "@/api/contract/protocol/client";
import type { ApplicationSource } from "@/api/contract/zhaopin";
import { SEND_CV_CONTACT_NOTE } from "@/api/contract/zhaopin-contact";
import type { PositionDetailAnswer, SendCvNeed } from "@/api/contract/zhaopin-positions";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { useSendCv } from "../send-cv";

/** Where the CV is written (the CV page, spec 001 section 2). */
const MY_CV_HREF = "/ZhaoPin/mycv/";

/** The create-CV prompt (no CV yet) and the complete-CV pop-up (what is missing), both leading to the CV page. */
function openCvNeeded(need: SendCvNeed, go: (href: string) => void) {
  const create = need.need === "create";
  openModal({
    title: create ? "创建简历" : "完善简历",
    size: "sm",
    content: (close) => (
      <div className="dialog">
        <p className="dialog__text">{create ? "您还没有简历，创建简历后即可投递。" : "您的简历还不完整，请先完善简历再投递："}</p>
        {!create && (
          <ul className="zp-missing">
            {need.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={close}>
            取消
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => {
              close();
              go(MY_CV_HREF);
            }}
          >
            {create ? "去创建简历" : "去完善简历"}
          </button>
        </div>
      </div>
    ),
  });
}

const needOf = (env: Envelope): SendCvNeed | null => {
  const need = (env.data as { need?: string } | null)?.need;
  return need === "create" || need === "complete" ? (env.data as SendCvNeed) : null;
};

type ConfirmProps = { detail: PositionDetailAnswer; from?: ApplicationSource; close: () => void; go: (href: string) => void };

/**
 * The confirmation pop-up's body: 确认投递 sends, with where the person came from; on success the pop-up closes (the
 * page then shows 已投递).
 */
function SendConfirm({ detail, from, close, go }: ConfirmProps) {
  const { position, company, cvId } = detail;
  const send = useSendCv(position.id, {
    onFail: (env) => {
      const need = needOf(env);
      if (!need) return toast(env.msg, { tone: "error" });
      close();
      openCvNeeded(need, go);
    },
  });
  return (
    <div className="dialog">
      <p className="dialog__text">
        确定向【{company.companyName}】投递“{position.name}”吗？
      </p>
      <p className="dialog__note">{SEND_CV_CONTACT_NOTE}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          取消
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-autofocus
          disabled={send.isPending}
          onClick={() =>
            send.mutate(
              { companyId: company.id, cvId, from },
              {
                onSuccess: () => {
                  toast("投递成功", { tone: "success" });
                  close();
                },
              },
            )
          }
        >
          {send.isPending ? "投递中…" : "确认投递"}
        </button>
      </div>
    </div>
  );
}

/**
 * 投递简历: with no CV (cvId 0) the create-CV prompt instead; otherwise the confirmation pop-up. `from`: the page's
 * ?from= (the list when none).
 */
export function startSendCv(detail: PositionDetailAnswer, go: (href: string) => void, from?: ApplicationSource) {
  if (detail.cvId === 0) return openCvNeeded({ need: "create" }, go);
  openModal({ title: "投递简历", size: "sm", content: (close) => <SendConfirm detail={detail} from={from} close={close} go={go} /> });
}
