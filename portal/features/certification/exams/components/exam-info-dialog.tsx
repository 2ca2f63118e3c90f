import { useId, useState } from "react";
import { EXAM_MSG, type ExamInfo, feeLabel } from "@/api/contract/certification-exams";
import { AppLink } from "@/portal/components/app-link";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { toast } from "@/portal/components/toast/toast-store";
import { isPhoneBrowser } from "../../registration/phone-browser";
import { useExamInfo } from "../exam-info";
import { PcOnlyNotice } from "./pc-only-notice";

/** The numbers of spec 001 section 3 "Exam info (newSys)". */
function Facts({ info }: { info: ExamInfo }) {
  const facts = [
    ["报名费", feeLabel(info.fee)],
    ["题目数量", `${info.subjectNum} 题`],
    ["总分", `${info.zongFen} 分`],
    ["及格分", `${info.passScore} 分`],
    ["考试时长", `${info.duration} 分钟`],
    ["考试次数", info.cnt === 0 ? "不限次数" : `共 ${info.cnt} 次`],
    ["参加人数", `${info.joinNum} 人`],
  ];
  if (info.monthlyLimit > 0) facts.splice(6, 0, ["每月限考", `${info.monthlyLimit} 次`]);
  if (info.attemptsLeft !== null) facts.push(["剩余次数", `${info.attemptsLeft} 次`]);
  return (
    <dl className="exam-info__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="exam-info__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The info pop-up an exam button opens: the numbers, the outline (or '暂未提供'), the discipline with its checkbox,
 * and the 开始报名 / 历史成绩 links, which need the checkbox ticked. On a phone it first says the exam is taken on a
 * computer, with the exam's link to copy or send to oneself.
 */
export function ExamInfoDialog({ examId, close }: { examId: number; close: () => void }) {
  const boxId = useId();
  const [agreed, setAgreed] = useState(false);
  // Said in the dialog as well: a toast may sit under the pop-up's overlay.
  const [warning, setWarning] = useState("");
  const { data: info, isPending, isError } = useExamInfo(examId);
  if (isPending) return <div className="exam-info__loading spinner" role="status" aria-label="加载中" />;
  if (isError || !info) return <p className="exam-info__empty">考试信息加载失败，请稍后重试</p>;

  /** Unticked, the links stay put and say why; a refusal (attempts used up) is said before the form opens. */
  const guard = (e: React.MouseEvent, refusal = "") => {
    const problem = agreed ? refusal : EXAM_MSG.discipline;
    if (!problem) return close();
    e.preventDefault();
    setWarning(problem);
    toast(problem);
  };

  return (
    <div className="exam-info">
      {isPhoneBrowser() && <PcOnlyNotice examId={info.id} />}
      <p className="exam-info__series">{info.series}</p>
      <Facts info={info} />
      <p className="exam-info__outline">
        考试大纲：
        {info.outlineUrl ? (
          <a href={info.outlineUrl} target="_blank" rel="noreferrer">
            查看考试大纲
          </a>
        ) : (
          <span className="exam-info__none">{EXAM_MSG.noOutline}</span>
        )}
      </p>
      <section className="exam-info__discipline" aria-label="考试纪律">
        <h3>考试纪律</h3>
        <div className="exam-info__discipline-text">{info.discipline || "请独立、诚信完成考试。"}</div>
      </section>
      <AgreementCheckbox
        id={boxId}
        className="exam-info__agree"
        label="我已阅读并同意考试纪律"
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          setWarning("");
        }}
      />
      {info.refusal && <p className="exam-info__refusal">{info.refusal}</p>}
      {warning && warning !== info.refusal && (
        <p className="field__error exam-info__warning" role="alert">
          {warning}
        </p>
      )}
      <div className="exam-info__actions">
        <AppLink className="btn btn--ghost" href={`/certification/historyscore?examid=${info.id}`} onClick={(e) => guard(e)}>
          历史成绩
        </AppLink>
        <AppLink
          className="btn btn--primary"
          href={info.nextUrl || `/certification/add/${info.id}`}
          onClick={(e) => guard(e, info.refusal)}
        >
          {info.nextUrl ? "继续报名" : "开始报名"}
        </AppLink>
      </div>
    </div>
  );
}
