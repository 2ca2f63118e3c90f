import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { type PackCourse, type PackCourseType, type PackDetail, STUDY_MSG } from "@/api/contract/study";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { toast } from "@/portal/components/toast/toast-store";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { fetchStudyUrl } from "../study-course";

/** The search's own labels for a pack item's kind. */
export const COURSE_TYPE_LABEL: Record<PackCourseType, string> = { 1: "直播", 2: "课程" };

/** A course's cover, or its kind when it has none. */
export function CourseCover({ item }: { item: { cover: string; courseType: PackCourseType } }) {
  return (
    <span className="pack-course__cover">
      {item.cover ? (
        <CoverImage src={item.cover} sizes={COVER_SIZES.row} />
      ) : (
        <span aria-hidden="true">{COURSE_TYPE_LABEL[item.courseType]}</span>
      )}
    </span>
  );
}

function CourseRow({ item, index, member }: { item: PackCourse; index: number; member: boolean }) {
  const router = useRouter();
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const [opening, setOpening] = useState(false);
  const action = item.finished ? "再次学习" : "开始学习";
  // GetStudyCourse answers where the item's player is; the player counts the study time, as for any course.
  const study = () => {
    if (!user) return openLogin();
    if (!member) return toast(STUDY_MSG.notMember);
    setOpening(true);
    fetchStudyUrl(item.id).then(
      (url) => void router.navigate({ href: url }),
      () => setOpening(false),
    );
  };
  return (
    <li className="pack-course">
      <span className="pack-course__no" aria-hidden="true">
        {index + 1}
      </span>
      <CourseCover item={item} />
      <span className="pack-course__body">
        <span className="pack-course__title">
          <span className={`pack-type pack-type--${item.courseType}`}>{COURSE_TYPE_LABEL[item.courseType]}</span>
          {item.title}
        </span>
        {item.finished && <span className="pack-course__done">已学完</span>}
      </span>
      <button type="button" className="btn btn--light btn--sm" disabled={opening} aria-label={`${action}：${item.title}`} onClick={study}>
        {action}
      </button>
    </li>
  );
}

/** The pack's courses and live sessions in the creator's order, each opened in its own player. */
export function PackCourses({ pack }: { pack: PackDetail }) {
  return (
    <section className="card study-panel" aria-labelledby="pack-courses-title">
      <h2 id="pack-courses-title" className="study-panel__title">
        课程列表（{pack.courseList.length}）
      </h2>
      {pack.courseList.length ? (
        <ol className="pack-courses" aria-label="学习包课程">
          {pack.courseList.map((c, i) => (
            <CourseRow key={c.id} item={c} index={i} member={pack.isCreator || pack.userPack !== null} />
          ))}
        </ol>
      ) : (
        <p className="card-grid-empty">学习包里还没有课程</p>
      )}
    </section>
  );
}
