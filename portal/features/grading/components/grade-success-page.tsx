import "./grading.css";
import { AppLink } from "@/portal/components/app-link";

/** /TrainingEvent/GradeSuccess: where a grading lands (spec 001 section 2); back to the session when it is named. */
export function GradeSuccessPage({ eventId }: { eventId: string }) {
  return (
    <div className="page container grade-page">
      <div className="card page-state page-state--tall">
        <div className="page-state__icon grade-success__icon" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-state__title">评分提交成功</h1>
        <p className="page-state__text">感谢您的反馈，我们会据此改进课程。</p>
        <div className="page-state__actions">
          {eventId && (
            <AppLink href={`/Training/Detail/${encodeURIComponent(eventId)}`} className="btn btn--ghost">
              返回课程
            </AppLink>
          )}
          <AppLink href="/" className="btn btn--primary">
            返回首页
          </AppLink>
        </div>
      </div>
    </div>
  );
}
