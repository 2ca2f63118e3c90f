import "./course-center.css";
import type { CourseItem } from "@/api/contract/course";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { lecturerNames } from "../../../lib/lecturer-names";
import { durationText } from "../format";

/**
 * One course in a catalogue: cover with the 热门 badge (and 已学 once the signed-in person finished it), title, lecturers,
 * lessons · length and learners.
 */
export function CourseCard({ item }: { item: CourseItem & { isLearned?: 0 | 1 } }) {
  const names = lecturerNames(item.lecturer);
  return (
    <AppLink className="card list-card course-card" href={`/MoocTraining/Detail/${encodeURIComponent(item.strId)}`}>
      <span className="list-card__cover course-card__cover">
        {item.imageUrl ? <CoverImage src={item.imageUrl} sizes={COVER_SIZES.row} /> : <span aria-hidden="true">课程</span>}
        {item.isHot === 1 && <span className="course-card__hot">热门</span>}
        {item.isLearned === 1 && <span className="course-card__learned">已学</span>}
      </span>
      <span className="list-card__body course-card__body">
        <strong className="list-card__title course-card__title">{item.title}</strong>
        {names && <span className="list-card__meta course-card__meta">讲师：{names}</span>}
        <span className="list-card__meta course-card__meta">
          {item.lessonCount}课时 · {durationText(item.duration)}
        </span>
        <span className="list-card__meta course-card__meta">{item.learners}人学习</span>
      </span>
    </AppLink>
  );
}
