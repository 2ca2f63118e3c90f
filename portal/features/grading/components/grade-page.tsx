import "./grading.css";
import { AppLink } from "@/portal/components/app-link";
import { useGradePage } from "../grade-page";
import { GradeForm } from "./grade-form";

/** /TrainingEvent/Grade/{eventId}: the session's grading form, or why the person cannot grade it. */
export function GradePageView({ eventId }: { eventId: string }) {
  const page = useGradePage(eventId);
  const back = `/Training/Detail/${encodeURIComponent(page.eventId)}`;
  return (
    <div className="page container grade-page">
      <header className="grade-head">
        <h1 className="grade-head__title">课程评分</h1>
        <p className="grade-head__session">
          <AppLink href={back}>{page.title}</AppLink>
        </p>
        <p className="grade-head__time">{page.time}</p>
      </header>
      {page.state === "open" ? (
        <>
          <p className="grade-head__hint">请为每个问题的四个评分项各选择一个评价，全部选择后提交。</p>
          <GradeForm page={page} />
        </>
      ) : (
        <div className="card page-state">
          <p className="page-state__text">{page.stateText}</p>
          <div className="page-state__actions">
            <AppLink href={back} className="btn btn--ghost">
              返回课程
            </AppLink>
          </div>
        </div>
      )}
    </div>
  );
}
