import "./study.css";
import type { JoinSource } from "@/api/contract/study";
import { AppLink } from "@/portal/components/app-link";
import { usePack } from "../pack-detail";
import { DrawScoreButton } from "./draw-score-button";
import { PackCourses } from "./pack-courses";
import { PackHero } from "./pack-hero";
import { PackReviews } from "./pack-reviews";
import { PackSharePanel } from "./pack-share-panel";

type Props = { packId: number; share: { shareUserId: number; source: JoinSource } };

/**
 * /study/detail: the pack, the caller's progress, join / leave, its courses to study in order, the points for
 * finishing it; reviews for members only (the user-pack authorization); sharing and joins per channel for the creator.
 */
export function PackDetailPage({ packId, share }: Props) {
  const pack = usePack(packId);
  return (
    <div className="page container study">
      <nav className="study-crumbs" aria-label="位置">
        <AppLink href="/study/index">学习包</AppLink> / <span>{pack.title}</span>
      </nav>
      <PackHero pack={pack} share={share} />
      {pack.packScore > 0 && !pack.isCreator && <DrawScoreButton pack={pack} />}
      {pack.isCreator && <PackSharePanel pack={pack} />}
      <PackCourses pack={pack} />
      {pack.userPack && <PackReviews pack={pack} />}
    </div>
  );
}
