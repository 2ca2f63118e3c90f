import "./training.css";
import { COUNTDOWN_OFFSET } from "../beijing-time";
import { useTrainingDetail } from "../training-detail";
import { TrainingActions } from "./training-actions";
import { TrainingFacts, TrainingIntro } from "./training-facts";

/** /Training/Detail/{id}: the session beside its cover, a countdown to its start, and its buttons. */
export function TrainingDetailPage({ id }: { id: string }) {
  const detail = useTrainingDetail(id);
  return (
    <div className="page container training-page">
      <header className="card media-hero">
        {detail.imageUrl ? (
          <img className="media-hero__cover" src={detail.imageUrl} alt="" />
        ) : (
          <div className="media-hero__cover training-cover--blank" aria-hidden="true">
            直播
          </div>
        )}
        <div className="media-hero__text">
          <TrainingFacts detail={detail} countdownOffset={COUNTDOWN_OFFSET.detail} />
          <TrainingActions detail={detail} />
        </div>
      </header>
      <TrainingIntro detail={detail} />
    </div>
  );
}
