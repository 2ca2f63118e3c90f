import { useState } from "react";
import { QUESTION_ORDERS } from "@/api/contract/lesson-talk";
import { Pagination } from "@/portal/components/pagination";
import { Toggles } from "@/portal/components/toggles";
import type { StudyContext } from "@/portal/lib/lesson-player";
import { useQuestions } from "../questions";
import { QuestionForm } from "./question-form";
import { QuestionItem } from "./question-item";

const ORDERS = [
  { value: QUESTION_ORDERS.newest, label: "最新" },
  { value: QUESTION_ORDERS.useful, label: "最有用" },
] as const;

/** 问答 of the open lesson: ask, then the questions newest or most useful first, page by page. */
export function QuestionPanel({ ctx }: { ctx: StudyContext }) {
  const [order, setOrder] = useState<number>(QUESTION_ORDERS.newest);
  const [page, setPage] = useState(1);
  const { data } = useQuestions(ctx.courseId, ctx.lessonId, order, page);
  return (
    <div className="question-panel">
      <QuestionForm ctx={ctx} />
      <div className="question-panel__bar">
        <span>共 {data?.pager.totalRecord ?? 0} 个问题</span>
        <Toggles
          label="问题排序"
          tabs={ORDERS}
          value={order}
          onPick={(o) => {
            setOrder(o);
            setPage(1);
          }}
        />
      </div>
      {data && !data.list.length && <p className="talk-empty">本课时还没有问题，来提第一个吧</p>}
      {data?.list.map((q) => (
        <QuestionItem key={q.id} question={q} />
      ))}
      {data && <Pagination current={page} total={data.pager.totalPage} onChange={setPage} />}
    </div>
  );
}
