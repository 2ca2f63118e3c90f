import "./home-studying.css";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { useMyStudying } from "../my-studying";
import { studyHref } from "../study-href";

/** The home page's 继续学习 strip: a signed-in person's unfinished courses; nothing at all for a visitor or when there are none. */
export function HomeStudying({ signedIn }: { signedIn: boolean }) {
  const { data } = useMyStudying(signedIn);
  if (!signedIn || !data?.length) return null;
  return (
    <section className="container home-section" aria-labelledby="home-studying-title">
      <h2 className="home-section__title" id="home-studying-title">
        继续学习
      </h2>
      <ul className="home-studying">
        {data.map((course) => (
          <li key={course.strId}>
            <AppLink className="card home-studying__item" href={studyHref(course.strId, course.title)}>
              {course.imageUrl ? (
                <CoverImage className="home-studying__cover" src={course.imageUrl} sizes={COVER_SIZES.row} />
              ) : (
                <span className="home-studying__cover" aria-hidden="true" />
              )}
              <span className="home-studying__body">
                <strong className="home-studying__title">{course.title}</strong>
                <span className="home-studying__bar" aria-hidden="true">
                  <span style={{ width: `${course.progress}%` }} />
                </span>
                <span className="home-studying__meta">
                  已学{course.progress}% · {course.lastStudyAt.slice(0, 10)}
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
