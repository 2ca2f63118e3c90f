import "./course.css";
import type { CourseDetail } from "@/api/contract/course";
import { useCourseDetail } from "../course-detail";
import { studyHref } from "../study-href";
import { ChapterList } from "./chapter-list";
import { CourseActions } from "./course-actions";
import { CourseComments } from "./course-comments";
import { CourseFacts } from "./course-facts";

function Cover({ detail, className }: { detail: CourseDetail; className: string }) {
  return detail.imageUrl ? (
    <img className={className} src={detail.imageUrl} alt="" />
  ) : (
    <div className={`${className} course-cover--blank`} aria-hidden="true">
      课程
    </div>
  );
}

function Body({ detail }: { detail: CourseDetail }) {
  return (
    <>
      {detail.summary && (
        <section className="card course-section" aria-labelledby="course-summary">
          <h2 className="course-section__title" id="course-summary">
            课程简介
          </h2>
          <p className="course-summary">{detail.summary}</p>
        </section>
      )}
      <section className="card course-section" aria-labelledby="course-chapters">
        <h2 className="course-section__title" id="course-chapters">
          课程目录 <span className="course-section__count">（{detail.lessonCount}课时）</span>
        </h2>
        <ChapterList
          courseId={detail.strId}
          chapters={detail.chapters}
          finalQuiz={detail.finalQuiz}
          signedIn={!!detail.me}
          href={(lesson) => studyHref(detail.strId, detail.title, lesson)}
        />
      </section>
      <CourseComments courseId={detail.strId} score={detail.score} commentCount={detail.commentCount} signedIn={!!detail.me} />
    </>
  );
}

/**
 * /MoocTraining/Detail/{id}: the cover beside the facts and buttons; /MoocTraining/Detail2/{id} (`banner`): the
 * product-style variant, the cover as a full-width banner behind them.
 */
export function CourseDetailPage({ id, banner = false }: { id: string; banner?: boolean }) {
  const detail = useCourseDetail(id);
  if (banner)
    return (
      <div className="course-product">
        <header className="product-banner">
          <Cover detail={detail} className="product-banner__cover" />
          <div className="container product-banner__inner">
            <div className="product-banner__text">
              <CourseFacts detail={detail} />
              <CourseActions detail={detail} />
            </div>
          </div>
        </header>
        <div className="page container course-page">
          <Body detail={detail} />
        </div>
      </div>
    );
  return (
    <div className="page container course-page">
      <header className="card media-hero">
        <Cover detail={detail} className="media-hero__cover" />
        <div className="media-hero__text">
          <CourseFacts detail={detail} />
          <CourseActions detail={detail} />
        </div>
      </header>
      <Body detail={detail} />
    </div>
  );
}
