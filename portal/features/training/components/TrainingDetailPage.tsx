import "./training.css";
import { useState } from "react";
import { phaseButton } from "../phase-button";
import { TIME_STATUS_TEXT } from "../time-status";
import { useTrainingDetail } from "../training-detail";
import { useSignUp } from "../use-sign-up";
import { Lecturers } from "./Lecturers";
import { StartCountdown } from "./StartCountdown";

/** /Training/Detail/{id}: the session, a countdown to its start, and the phase button with the sign-up flow. */
export function TrainingDetailPage({ id }: { id: string }) {
  const detail = useTrainingDetail(id);
  const signUp = useSignUp();
  const [pending, setPending] = useState(false);
  const button = phaseButton(detail);

  const click = async () => {
    setPending(true);
    try {
      await signUp(detail.strId, detail.tra.detailButton);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page container training-page">
      <header className="card training-hero">
        {detail.imageUrl ? (
          <img className="training-hero__cover" src={detail.imageUrl} alt="" />
        ) : (
          <div className="training-hero__cover training-hero__cover--blank" aria-hidden="true">
            直播
          </div>
        )}
        <div className="training-hero__text">
          <p className="training-hero__meta">
            <span className={`training-status training-status--${detail.timeStatus}`}>{TIME_STATUS_TEXT[detail.timeStatus]}</span>
            {detail.cate && <span className="training-hero__cate">{detail.cate}</span>}
          </p>
          <h1>{detail.title}</h1>
          <p className="training-hero__time">
            直播时间：<time dateTime={detail.startTime}>{detail.time}</time>
            <span className="training-hero__zone">（北京时间）</span>
          </p>
          <Lecturers list={detail.lecturer} />
          {detail.timeStatus === 1 && <StartCountdown startTime={detail.startTime} />}
          {detail.seatsLeft !== null && detail.sta === 1 && <p className="training-hero__seats">剩余名额：{detail.seatsLeft}</p>}
          <button
            type="button"
            className="btn btn--primary btn--lg training-hero__action"
            disabled={!button.active || pending}
            onClick={() => void click()}
          >
            {button.label}
          </button>
        </div>
      </header>
      <section className="card training-intro" aria-label="课程介绍">
        <h2>课程介绍</h2>
        <p>{detail.descripts || "暂无介绍"}</p>
        {detail.tra.siYuQrText && <p className="training-intro__note">{detail.tra.siYuQrText}</p>}
      </section>
    </div>
  );
}
