import "./training.css";
import { COUNTDOWN_OFFSET } from "../beijing-time";
import { useTrainingDetail } from "../training-detail";
import { TrainingActions } from "./training-actions";
import { TrainingFacts, TrainingIntro } from "./training-facts";

/**
 * /Training/Detail2/{id}: the product-style page, a full-width banner over the cover; its countdown reads the start
 * in UTC+10 (spec 000 section 4, docs/decisions/0007-countdown-offset.md).
 */
export function TrainingProductPage({ id }: { id: string }) {
  const detail = useTrainingDetail(id);
  return (
    <div className="training-product">
      <header className="product-banner">
        {detail.imageUrl && <img className="product-banner__cover" src={detail.imageUrl} alt="" />}
        <div className="container product-banner__inner">
          <div className="product-banner__text">
            <TrainingFacts detail={detail} countdownOffset={COUNTDOWN_OFFSET.product} />
            <TrainingActions detail={detail} />
          </div>
        </div>
      </header>
      <div className="page container training-page">
        <TrainingIntro detail={detail} />
      </div>
    </div>
  );
}
