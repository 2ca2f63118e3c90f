import { certificatePrintPath } from "@/api/contract/certificate";
import { courseDetailPath } from "@/api/contract/course";
import type { MyCourseItem } from "@/api/contract/my-courses";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";

/** What the study button says: a course begun goes on, a finished one is gone over again, an untouched one begins. */
const studyLabel = (c: MyCourseItem) => (c.progress >= 100 ? "再次学习" : c.lastStudyAt ? "继续学习" : "开始学习");

/**
 * One course of mine: cover and title lead to its detail page, the progress bar and the study button to its lessons,
 * 查看证书 to the 结业证书 it gave.
 */
export function MyCourseCard({ course }: { course: MyCourseItem }) {
  const detail = courseDetailPath(course.strId);
  return (
    <article className="card my-course">
      <AppLink href={detail} className="my-course__cover" tabIndex={-1} aria-hidden="true">
        {course.imageUrl ? <CoverImage src={course.imageUrl} sizes={COVER_SIZES.row} /> : <span>课程</span>}
      </AppLink>
      <div className="my-course__body">
        <h2 className="my-course__title">
          <AppLink href={detail}>{course.title}</AppLink>
        </h2>
        <p className="my-course__meta">
          <span>共 {course.lessonCount} 课时</span>
          {course.lastStudyAt && <span>上次学习 {course.lastStudyAt.slice(0, 16)}</span>}
        </p>
        <div className="my-course__progress">
          <div
            className="my-course__bar"
            role="progressbar"
            aria-label="学习进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={course.progress}
          >
            <span style={{ width: `${course.progress}%` }} />
          </div>
          <span className="my-course__percent">已学 {course.progress}%</span>
        </div>
        <div className="my-course__actions">
          <AppLink href={`/mooctraining/StudyNew/${encodeURIComponent(course.strId)}`} className="btn btn--primary btn--sm">
            {studyLabel(course)}
          </AppLink>
          {course.certificateNumber && (
            <AppLink href={certificatePrintPath(course.certificateNumber)} className="btn btn--ghost btn--sm">
              查看证书
            </AppLink>
          )}
        </div>
      </div>
    </article>
  );
}
