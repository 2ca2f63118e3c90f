import { useState } from "react";
import { noteClock } from "@/api/contract/lesson-talk";
import { Avatar } from "@/portal/components/avatar";
import { Pagination } from "@/portal/components/pagination";
import type { StudyContext } from "@/portal/lib/lesson-player";
import { usePublicNotes } from "../notes";

/** 公开笔记: what learners shared of the whole course, newest first; a note's second opens its lesson there. */
export function PublicNotes({ ctx }: { ctx: StudyContext }) {
  const [page, setPage] = useState(1);
  const { data } = usePublicNotes(ctx.courseId, page);
  return (
    <div className="public-notes">
      {data && !data.list.length && <p className="talk-empty">还没有同学分享笔记</p>}
      <ul className="public-notes__list">
        {data?.list.map((n) => (
          <li key={n.id} className="talk-question">
            <Avatar src={n.avatar} name={n.nickName} size={32} />
            <div className="talk-question__body">
              <p className="talk-head">
                <span className="talk-name">{n.nickName}</span>
                <time className="talk-time">{n.time}</time>
              </p>
              <p className="talk-text">{n.content}</p>
              <button type="button" className="link-button" onClick={() => ctx.open(n.lessonId, n.second)}>
                {n.lessonTitle} · {noteClock(n.second)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {data && <Pagination current={page} total={data.pager.totalPage} onChange={setPage} />}
    </div>
  );
}
