import { useEffect, useId, useRef, useState } from "react";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import type { OnlineInfo } from "@/api/contract/online-exam";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { toast } from "@/portal/components/toast/toast-store";
import type { Camera } from "../use-camera";

type Props = {
  /** pearson/OnlineInfo: the exam's figures, 考试纪律, proctoring with its leave limit, and the sitting booked. */
  info: OnlineInfo;
  camera: Camera;
  /** What pearson/OnlineStart refused with, if it did. */
  refusal: string;
  starting: boolean;
  onStart: () => void;
};

/**
 * Before the clock starts: the exam's name and numbers, for a proctored exam what is watched (camera snapshots, leaves
 * of the page and of full screen, the limit) with the camera's picture, 考试纪律 with its checkbox, and 开始考试.
 */
export function StartScreen({ info, camera, refusal, starting, onStart }: Props) {
  const ids = useId();
  const [agreed, setAgreed] = useState(false);
  const [warning, setWarning] = useState("");
  const videoRef = useRef<HTMLVideoElement>(null);
  const proctored = info.proctored;

  useEffect(() => {
    if (camera.state === "on" && videoRef.current) videoRef.current.srcObject = camera.stream;
  }, [camera]);

  const start = () => {
    const problem = !agreed ? EXAM_MSG.discipline : proctored && camera.state !== "on" ? EXAM_MSG.camera : "";
    setWarning(problem);
    if (problem) return toast(problem);
    onStart();
  };

  const facts = [
    ["考试时长", `${info.duration} 分钟`],
    ["题目数量", `${info.subjectNum} 题`],
    ["试卷总分", `${info.zongFen} 分`],
    ["及格分数", `${info.passScore} 分`],
  ];
  const said = warning || refusal;

  return (
    <div className="page container oe-start">
      <section className="card oe-start__card" aria-labelledby={`${ids}-title`}>
        <p className="oe-start__kicker">{proctored ? "在线考试 · 视频监考" : "在线考试"}</p>
        <h1 className="oe-start__title" id={`${ids}-title`}>
          {info.examName}
        </h1>
        {info.sittingName && (
          <p className="oe-start__sitting">
            <span>考试场次：{info.sittingName}</span>
            <span>
              开考时间：{info.startAt}，{info.closesAt} 后停止入场（北京时间）
            </span>
          </p>
        )}
        <dl className="oe-start__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="oe-start__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        {proctored && (
          <section className="oe-start__section oe-proctor" aria-labelledby={`${ids}-proctor`}>
            <h2 id={`${ids}-proctor`}>监考说明</h2>
            <div className="oe-proctor__body">
              <ul className="oe-proctor__rules">
                <li>考试全程开启摄像头，系统将随机进行摄像头抓拍，请保持面部在画面中。</li>
                <li>开始考试后页面将进入全屏；离开考试页面（切换窗口或标签页）和退出全屏都会被记录次数。</li>
                <li>
                  离开考试页面或退出全屏超过 <strong>{info.leaveLimit}</strong> 次将自动交卷。
                </li>
              </ul>
              <div className="oe-proctor__camera">
                {camera.state === "failed" ? (
                  <p className="oe-proctor__error" role="alert">
                    {EXAM_MSG.camera}
                  </p>
                ) : (
                  <video ref={videoRef} className="oe-proctor__video" autoPlay playsInline muted aria-label="摄像头画面" />
                )}
                <span className="oe-proctor__state">
                  {camera.state === "on" ? "摄像头正常" : camera.state === "failed" ? "摄像头不可用" : "正在打开摄像头…"}
                </span>
              </div>
            </div>
          </section>
        )}

        <section className="oe-start__section" aria-labelledby={`${ids}-rules`}>
          <h2 id={`${ids}-rules`}>考试纪律</h2>
          <div className="oe-start__discipline">{info.discipline || "请独立、诚信完成考试。"}</div>
        </section>
        <AgreementCheckbox
          id={`${ids}-agree`}
          className="oe-start__agree"
          label="我已阅读并同意考试纪律"
          checked={agreed}
          invalid={warning === EXAM_MSG.discipline}
          onChange={(checked) => {
            setAgreed(checked);
            setWarning("");
          }}
        />
        {said && (
          <p className="field__error oe-start__warning" role="alert">
            {said}
          </p>
        )}
        <div className="oe-start__actions">
          <button type="button" className="btn btn--primary btn--lg oe-start__go" onClick={start} disabled={starting}>
            {starting ? "正在进入…" : "开始考试"}
          </button>
        </div>
      </section>
    </div>
  );
}
