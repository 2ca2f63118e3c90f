import "./lesson-talk.css";
import { useRouter } from "@tanstack/react-router";
import { type MyNote, noteClock } from "@/api/contract/lesson-talk";
import { AppLink } from "@/portal/components/app-link";
import { Pagination } from "@/portal/components/pagination";
import { studyHref } from "@/portal/lib/study-href";
import { useMyNotes } from "../my-notes";

/** The page's notes by course, in the order they came (the latest written first). */
function byCourse(list: MyNote[]) {
  const groups = new Map<string, { title: string; notes: MyNote[] }>();
  for (const n of list) {
    const g = groups.get(n.courseStrId) ?? { title: n.courseTitle, notes: [] };
    g.notes.push(n);
    groups.set(n.courseStrId, g);
  }
  return [...groups];
}

/** /my/mynote (reached from 我的课程): every note of mine by course; each opens its lesson at its second. */
export function MyNotesPage({ page }: { page: number }) {
  const data = useMyNotes(page);
  const router = useRouter();
  return (
    <div className="page container my-list">
      <div className="list-page__head">
        <h1 className="list-page__title">我的笔记</h1>
        <nav className="list-page__links" aria-label="个人中心">
          <AppLink href="/my/index">个人中心</AppLink>
          <AppLink href="/my/mycourse">我的课程</AppLink>
        </nav>
      </div>
      {!data.list.length && (
        <div className="card list-page__empty my-list__empty">
          <p>还没有笔记，学习时在视频旁记下要点吧</p>
          <AppLink href="/my/mycourse" className="btn btn--primary">
            去我的课程
          </AppLink>
        </div>
      )}
      {byCourse(data.list).map(([strId, g]) => (
        <section key={strId} className="card my-notes__course" aria-label={g.title}>
          <h2>{g.title}</h2>
          <ul className="note-list">
            {g.notes.map((n) => (
              <li key={n.id} className="my-notes__item">
                <AppLink
                  href={studyHref(strId, g.title, n.lessonId, n.second)}
                  className="note-item__at"
                  aria-label={`在${n.lessonTitle}的 ${noteClock(n.second)} 打开`}
                >
                  {noteClock(n.second)}
                </AppLink>
                <div className="note-item__body">
                  <p className="my-notes__lesson">
                    {n.lessonTitle} · {n.shared ? "公开" : "私密"} · {n.time.slice(0, 16)}
                  </p>
                  <p className="note-item__text">{n.content}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination
        current={page}
        total={data.pager.totalPage}
        onChange={(p) => {
          void router.navigate({ href: p > 1 ? `/my/mynote?page=${p}` : "/my/mynote" });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
