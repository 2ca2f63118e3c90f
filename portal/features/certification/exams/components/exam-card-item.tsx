import { type ExamCard, feeLabel } from "@/api/contract/certification-exams";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { openModal } from "@/portal/components/modal/modal-store";
import { ExamInfoDialog } from "./exam-info-dialog";

function openExamInfo(exam: ExamCard) {
  openModal({ title: exam.name, size: "md", content: (close) => <ExamInfoDialog examId={exam.id} close={close} /> });
}

/**
 * One exam of the lists: name, fee in yuan (免费 for 0), camera note; the button opens the info pop-up. `level`: the
 * name's heading level, one below the heading the card sits under (headings never skip a level).
 */
export function ExamCardItem({ exam, level }: { exam: ExamCard; level: 2 | 3 }) {
  const Name = level === 2 ? "h2" : "h3";
  return (
    <article className="exam-card card">
      {exam.cover && <CoverImage className="exam-card__cover" src={exam.cover} sizes={COVER_SIZES.wide} />}
      <div className="exam-card__body">
        <Name className="exam-card__name">{exam.name}</Name>
        {exam.intro && <p className="exam-card__intro">{exam.intro}</p>}
        <div className="exam-card__tags">
          {exam.isVideo === 1 && <span className="exam-card__tag">视频监考</span>}
          {exam.series && <span className="exam-card__tag exam-card__tag--plain">{exam.series}</span>}
        </div>
      </div>
      <div className="exam-card__foot">
        <span className={`exam-card__fee${exam.fee === 0 ? " exam-card__fee--free" : ""}`}>{feeLabel(exam.fee)}</span>
        <button type="button" className="btn btn--primary" onClick={() => openExamInfo(exam)}>
          考试信息
        </button>
      </div>
    </article>
  );
}
