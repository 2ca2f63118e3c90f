import type { CourseDetail } from "@/api/contract/course";
import { LecturerList } from "@/portal/components/lecturer-list";
import { Stars } from "@/portal/components/review/stars";
import { durationText } from "../format";
import { CourseCertificateNote } from "./course-certificate-note";

/** The title block: category, title, lecturers, the numbers, the person's progress and the 结业证书. */
export function CourseFacts({ detail }: { detail: CourseDetail }) {
  return (
    <>
      {detail.cate && <span className="course-facts__cate">{detail.cate}</span>}
      <h1>{detail.title}</h1>
      <LecturerList list={detail.lecturer} className="course-lecturers" />
      <ul className="course-facts__numbers">
        <li>{detail.lessonCount}课时</li>
        <li>共{durationText(detail.duration)}</li>
        <li>{detail.learners}人学习</li>
        <li className="course-facts__score">
          {detail.score > 0 ? (
            <>
              <Stars score={detail.score} /> {detail.score.toFixed(1)}分
            </>
          ) : (
            "暂无评分"
          )}
        </li>
      </ul>
      {detail.me?.started ? (
        <div className="course-progress">
          <span className="course-progress__bar">
            <span style={{ width: `${detail.me.progress}%` }} />
          </span>
          <span>{detail.me.finished ? "已学完" : `已学${detail.me.progress}%`}</span>
        </div>
      ) : null}
      <CourseCertificateNote detail={detail} />
    </>
  );
}
