import "./my-lists.css";
import { useRouter } from "@tanstack/react-router";
import type { AttendedTraining } from "@/api/contract/my-courses";
import { AppLink } from "@/portal/components/app-link";
import { LoadMorePages } from "@/portal/components/load-more";
import { Pagination } from "@/portal/components/pagination";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useTrainingAttendMore, useTrainingAttendPage } from "../training-attend";
import { AttendedTrainingCard } from "./attended-training-card";
import { MyListHead } from "./my-list-head";

const attendHref = (page: number) => (page > 1 ? `/my/trainingattend?page=${page}` : "/my/trainingattend");

function AttendList({ list }: { list: AttendedTraining[] }) {
  if (!list.length)
    return (
      <div className="card list-page__empty my-list__empty">
        <p>还没有报名过直播课，去看看近期的直播吧</p>
        <AppLink href="/Learning/List?isLive=1" className="btn btn--primary">
          去看直播
        </AppLink>
      </div>
    );
  return (
    <ul className="my-list__rows">
      {list.map((t) => (
        <li key={t.strId}>
          <AttendedTrainingCard item={t} />
        </li>
      ))}
    </ul>
  );
}

/** Desktops and tablets: numbered pages, the page in the address. */
function PagedAttends({ page }: { page: number }) {
  const data = useTrainingAttendPage(page);
  const router = useRouter();
  return (
    <>
      <AttendList list={data.list} />
      <Pagination
        current={page}
        total={data.pager.totalPage}
        onChange={(p) => {
          void router.navigate({ href: attendHref(p) });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** Phones: the next page joins as the bottom comes into view. */
function MoreAttends() {
  return <LoadMorePages query={useTrainingAttendMore()}>{(list) => <AttendList list={list} />}</LoadMorePages>;
}

/** /my/trainingattend?page= (spec 001 "Training attended"): the live sessions the person signed up for. */
export function TrainingAttendPage({ page }: { page: number }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container my-list">
      <MyListHead title="参加的培训" />
      {phone ? <MoreAttends /> : <PagedAttends page={page} />}
    </div>
  );
}
