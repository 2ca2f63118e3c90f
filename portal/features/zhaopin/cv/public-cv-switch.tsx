import "./public-cv-switch.css";
import { useState } from "react";
import { CV_MSG, zhaopinCheckPublicCvCall, zhaopinSetPublicCvCall } from "@/api/contract/zhaopin-cv";
import { confirmModal } from "../../../components/modal/dialogs";
import { openModal } from "../../../components/modal/modal-store";
import { toast } from "../../../components/toast/toast-store";
import { api } from "../../../lib/api";
import { navigateTo } from "../../../lib/navigation";
import { useMyCvMaybe } from "./my-cv";

/** Where the CV is made (spec 001 section 2: the complete-CV pop-ups lead here). */
const MY_CV_HREF = "/ZhaoPin/mycv/";

/** The incomplete-CV warning: what is missing, in a pop-up that only its button closes. */
function showMissing(missing: string[], onFix?: () => void) {
  openModal({
    title: "简历未完善",
    size: "sm",
    dismissible: false,
    content: (close) => (
      <div className="dialog">
        <p className="dialog__text">完善以下内容后才能公开简历：</p>
        <ul className="cv-missing" aria-label="未完善的内容">
          {missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <div className="dialog__actions">
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => {
              close();
              onFix?.();
            }}
          >
            {onFix ? "去完善" : "知道了"}
          </button>
        </div>
      </div>
    ),
  });
}

/** The create-CV prompt: answers whether the person wants to create it now. */
export const askCreateCv = () =>
  confirmModal("您还没有创建简历，填写基本信息即可创建。现在去创建吗？", { title: "创建简历", okText: "去创建", cancelText: "稍后" });

type Props = {
  /** After a change: the page reloads (spec 001 section 4), unless the page refreshes itself. */
  onChanged?: () => void;
  /** The create-CV prompt's 去创建 and the warning's 去完善: the CV page by default. */
  onEdit?: () => void;
};

/**
 * 公开简历 (spec 001 section 4 "Recruitment"): turning on asks for confirmation, checks the CV on the server
 * (CheckPublicCV) and shows what is missing in a blocking pop-up; turning off is sent at once. Reads the CV itself,
 * so any page can hold it.
 */
export function PublicCvSwitch({ onChanged = () => window.location.reload(), onEdit = () => navigateTo(MY_CV_HREF) }: Props) {
  const cv = useMyCvMaybe();
  const [busy, setBusy] = useState(false);
  const on = cv?.isPublic === 1;

  const goPublic = async (id: number) => {
    if (id === 0) {
      if (await askCreateCv()) onEdit();
      return;
    }
    if (!(await confirmModal("公开后，企业HR可以在人才库中查看您的简历。确定公开简历吗？", { title: "公开简历", okText: "确定公开" })))
      return;
    const missing = await api.send(zhaopinCheckPublicCvCall, { id });
    if (missing.length) return showMissing(missing, onEdit);
    const env = await api.call(zhaopinSetPublicCvCall, { id, ispublic: 1 }, { onFail: () => {} });
    const refused = (env.data as { missing?: string[] } | null)?.missing;
    if (env.code !== 0) return refused ? showMissing(refused, onEdit) : toast(env.msg, { tone: "error" });
    toast(CV_MSG.published, { tone: "success" });
    onChanged();
  };

  const toggle = async () => {
    if (!cv || busy) return;
    setBusy(true);
    try {
      if (on) {
        await api.send(zhaopinSetPublicCvCall, { id: cv.id, ispublic: 0 });
        toast(CV_MSG.hidden, { tone: "success" });
        onChanged();
      } else await goPublic(cv.id);
    } catch {
      // The api layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cv-switch">
      <span className="cv-switch__text">
        <span className="cv-switch__label">公开简历</span>
        <span className="cv-switch__hint">{on ? "企业HR可以在人才库中找到您" : "仅您投递的企业可以查看"}</span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="公开简历"
        className="cv-switch__track"
        disabled={!cv || busy}
        onClick={toggle}
      >
        <span className="cv-switch__thumb" />
      </button>
    </div>
  );
}
