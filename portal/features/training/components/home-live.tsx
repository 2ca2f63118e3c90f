import "./training.css";
import "./learning.css";
import { useQueryClient } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import type { HomePopRound } from "@/portal/lib/pop-round";
import { rememberChoicenessClosed } from "../choiceness";
import { HOME_LIVE_COUNT, useHomeLiveList } from "../home-live-list";
import { fetchTrainingDetail } from "../training-detail";
import { useSignUp } from "../use-sign-up";
import { ChoicenessPop } from "./choiceness-pop";
import { showHomePops } from "./home-pops";
import { TrainingCard, TrainingCardSkeleton } from "./training-card";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The home page's live part: the list, the pop-ups (currently live, choice session), and the sign-up a shared link (strId, tra_guid) asks for. */
export function HomeLive({ signedIn, pops }: { signedIn: boolean; pops: HomePopRound }) {
  // The home route declares no search of its own: the parameters are read as the address gives them.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const strId = text(search.strId);
  const traGuid = text(search.tra_guid);
  const { data: list, isPending } = useHomeLiveList();
  const signUp = useSignUp();

  // A shared link's sign-up brings its own pop-ups: the home ones wait for another visit.
  const signingUp = !!strId && !!traGuid;
  const [choice, setChoice] = useState<TrainingItem | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => showHomePops(queryClient, { signedIn, signingUp }, pops, setChoice), [queryClient, signedIn, signingUp, pops]);
  const closeChoice = () => {
    if (choice) rememberChoicenessClosed(localStorage, choice.strId);
    setChoice(null);
  };
  const pop = choice && <ChoicenessPop item={choice} onClose={closeChoice} />;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the shared link's sign-up runs once per link; signUp is a new function each render.
  useEffect(() => {
    if (!strId || !traGuid) return;
    // The detail carries the session's own result texts; a visitor is sent to log in by the sign-up call (1503).
    void fetchTrainingDetail(strId).then(
      (d) => signUp(d.strId, d.tra.detailButton),
      () => {},
    );
  }, [strId, traGuid]);

  if (!isPending && !list?.length) return pop;
  return (
    <>
      {pop}
      <section className="container home-section" aria-labelledby="home-live-title" aria-busy={isPending}>
        <div className="home-live__head">
          <h2 className="home-section__title" id="home-live-title">
            直播课程
          </h2>
          <AppLink href="/Learning/List?isLive=1" className="home-live__more">
            查看全部
          </AppLink>
        </div>
        <ul className="card-grid live-list__grid home-live__grid">
          {list
            ? list.map((item) => (
                <li key={item.strId}>
                  <TrainingCard item={item} />
                </li>
              ))
            : // While the list loads its places are held, so the sections below stay put when it arrives.
              Array.from({ length: HOME_LIVE_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, replaced all at once.
                <li key={i}>
                  <TrainingCardSkeleton />
                </li>
              ))}
        </ul>
      </section>
    </>
  );
}
