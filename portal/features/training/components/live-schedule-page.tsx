import type { TrainingItem } from "@/api/contract/training";
import { AddressPagination } from "@/portal/components/address-pagination";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useSchedule, useScheduleMore } from "../live-schedule";
import { scheduleHref } from "../schedule-month";
import { EmptyMonth } from "./month-picker";
import { ScheduleFrame } from "./schedule-frame";
import { ScheduleItem } from "./schedule-item";

function Items({ month, list }: { month: string; list: TrainingItem[] }) {
  if (!list.length) return <EmptyMonth month={month} />;
  return (
    <ol className="schedule-list">
      {list.map((item) => (
        <li key={item.strId}>
          <ScheduleItem item={item} />
        </li>
      ))}
    </ol>
  );
}

/** Desktop and tablet: numbered pages, the page in the address. */
function PagedList({ month, page }: { month: string; page: number }) {
  const data = useSchedule(month, page);
  return (
    <>
      <Items month={month} list={data.list} />
      <AddressPagination current={page} total={data.pager.totalPage} href={(p) => scheduleHref("list", month, p)} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes into view. */
function MoreList({ month }: { month: string }) {
  return (
    <LoadMorePages query={useScheduleMore(month)} margin={CATALOGUE_SCROLL_MARGIN}>
      {(list) => <Items month={month} list={list} />}
    </LoadMorePages>
  );
}

/** /Training/LiveSchedulelist: the month's live sessions in the order they start. */
export function LiveSchedulePage({ month, page }: { month: string; page: number }) {
  const phone = useBreakpoint() === "phone";
  return (
    <ScheduleFrame view="list" month={month}>
      {phone ? <MoreList month={month} /> : <PagedList month={month} page={page} />}
    </ScheduleFrame>
  );
}
