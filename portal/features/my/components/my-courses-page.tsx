import "./my-lists.css";
import { useRouter } from "@tanstack/react-router";
import { MY_COURSE_TYPE, type MyCourseItem, type MyCourseType } from "@/api/contract/my-courses";
import { AppLink } from "@/portal/components/app-link";
import { LoadMorePages } from "@/portal/components/load-more";
import { Pagination } from "@/portal/components/pagination";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useMyCourseMore, useMyCoursePage } from "../my-courses";
import { MyCourseCard } from "./my-course-card";
import { MyListHead } from "./my-list-head";

const TABS: { type: MyCourseType; label: string; empty: string }[] = [
  { type: MY_COURSE_TYPE.studying, label: "学习中", empty: "还没有在学的课程，去课程中心看看" },
  { type: MY_COURSE_TYPE.finished, label: "已学完", empty: "还没有学完的课程，坚持学下去吧" },
  { type: MY_COURSE_TYPE.collected, label: "已收藏", empty: "还没有收藏的课程，去课程中心看看" },
];

const myCourseHref = (type: MyCourseType, page = 1) => {
  const query = new URLSearchParams();
  if (type !== MY_COURSE_TYPE.studying) query.set("type", String(type));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/my/mycourse?${text}` : "/my/mycourse";
};

function CourseGrid({ list, type }: { list: MyCourseItem[]; type: MyCourseType }) {
  if (!list.length)
    return (
      <div className="card list-page__empty my-list__empty">
        <p>{TABS.find((t) => t.type === type)?.empty}</p>
        <AppLink href="/Learning/List" className="btn btn--primary">
          去课程中心
        </AppLink>
      </div>
    );
  return (
    <ul className="my-list__grid">
      {list.map((c) => (
        <li key={c.strId}>
          <MyCourseCard course={c} />
        </li>
      ))}
    </ul>
  );
}

/** Desktops and tablets: numbered pages, the page in the address. */
function PagedCourses({ type, page }: { type: MyCourseType; page: number }) {
  const data = useMyCoursePage(type, page);
  const router = useRouter();
  return (
    <>
      <CourseGrid list={data.list} type={type} />
      <Pagination
        current={page}
        total={data.pager.totalPage}
        onChange={(p) => {
          void router.navigate({ href: myCourseHref(type, p) });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** Phones: the next page joins as the bottom comes into view. */
function MoreCourses({ type }: { type: MyCourseType }) {
  return <LoadMorePages query={useMyCourseMore(type)}>{(list) => <CourseGrid list={list} type={type} />}</LoadMorePages>;
}

/** /my/mycourse?type=1|2|3&page= (spec 001 "My courses"): the person's courses in three tabs. */
export function MyCoursesPage({ type, page }: { type: MyCourseType; page: number }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container my-list">
      <MyListHead title="我的课程" />
      <nav className="list-page__tabs list-page__tabs--fill" aria-label="课程分类">
        {TABS.map((t) => (
          <AppLink key={t.type} href={myCourseHref(t.type)} className="list-page__tab" aria-current={t.type === type ? "page" : undefined}>
            {t.label}
          </AppLink>
        ))}
      </nav>
      {phone ? <MoreCourses type={type} /> : <PagedCourses type={type} page={page} />}
    </div>
  );
}
