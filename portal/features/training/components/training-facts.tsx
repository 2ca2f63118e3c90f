import type { TrainingDetail } from "@/api/contract/training";
import { LecturerList } from "@/portal/components/lecturer-list";
import { TIME_STATUS_TEXT } from "../time-status";
import { StartCountdown } from "./start-countdown";

type Props = { detail: TrainingDetail; countdownOffset: number };

/** What both detail pages say about a session: status and category, title, time, lecturers, countdown, seats. */
export function TrainingFacts({ detail, countdownOffset }: Props) {
  return (
    <>
      <p className="training-facts__meta">
        <span className={`training-status training-status--${detail.timeStatus}`}>{TIME_STATUS_TEXT[detail.timeStatus]}</span>
        {detail.cate && <span className="training-facts__muted">{detail.cate}</span>}
      </p>
      <h1 className="training-facts__title">{detail.title}</h1>
      <p className="training-facts__line">
        直播时间：<time dateTime={detail.startTime}>{detail.time}</time>
        <span className="training-facts__muted">（北京时间）</span>
      </p>
      <LecturerList list={detail.lecturer} className="training-lecturers" />
      {detail.timeStatus === 1 && <StartCountdown startTime={detail.startTime} offsetHours={countdownOffset} />}
      {detail.seatsLeft !== null && detail.sta === 1 && <p className="training-facts__line">剩余名额：{detail.seatsLeft}</p>}
    </>
  );
}

/** 课程介绍, with the assistant's note. */
export function TrainingIntro({ detail }: { detail: TrainingDetail }) {
  return (
    <section className="card training-intro" aria-label="课程介绍">
      <h2>课程介绍</h2>
      <p>{detail.descripts || "暂无介绍"}</p>
      {detail.tra.siYuQrText && <p className="training-intro__note">{detail.tra.siYuQrText}</p>}
    </section>
  );
}
