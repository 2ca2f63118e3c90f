import { useState } from "react";
import type { CourseComment } from "@/api/contract/course";
import { Avatar } from "@/portal/components/avatar";
import { Pagination } from "@/portal/components/pagination";
import { Stars } from "@/portal/components/review/stars";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useComments } from "../comments";
import { CommentForm } from "./comment-form";

function CommentItem({ comment, mine }: { comment: CourseComment; mine?: boolean }) {
  return (
    <article className={`comment${mine ? " comment--mine" : ""}`}>
      <Avatar src={comment.avatar} name={comment.nickName} size={36} />
      <div className="comment__body">
        <p className="comment__head">
          <span className="comment__name">{mine ? "我的评价" : comment.nickName}</span>
          <Stars score={comment.score} />
          <time className="comment__time">{comment.time}</time>
        </p>
        <p className="comment__text">{comment.content}</p>
      </div>
    </article>
  );
}

type Props = { courseId: string; score: number; commentCount: number; signedIn: boolean };

/** 课程评价: the average, the person's own comment or the form to write one, and the others page by page. */
export function CourseComments({ courseId, score, commentCount, signedIn }: Props) {
  const [page, setPage] = useState(1);
  const { data } = useComments(courseId, page);
  const openLogin = useOpenLogin();
  return (
    <section className="card course-section" aria-labelledby="course-comments">
      <h2 className="course-section__title" id="course-comments">
        课程评价 <span className="course-section__count">（{commentCount}）</span>
      </h2>
      <div className="comment-score">
        <strong className="comment-score__value">{score ? score.toFixed(1) : "暂无评分"}</strong>
        {score > 0 && <Stars score={score} size={18} />}
      </div>
      {data?.mine ? (
        <CommentItem comment={data.mine} mine />
      ) : signedIn ? (
        data && <CommentForm courseId={courseId} />
      ) : (
        <button type="button" className="btn btn--ghost" onClick={openLogin}>
          登录后发表评价
        </button>
      )}
      {data && !data.list.length && <p className="course-section__empty">暂无评价，快来发表第一条评价吧</p>}
      <div className="comment-list">
        {data?.list.map((c) => (
          <CommentItem key={c.id} comment={c} />
        ))}
      </div>
      {data && <Pagination current={page} total={data.pager.totalPage} onChange={setPage} />}
    </section>
  );
}
