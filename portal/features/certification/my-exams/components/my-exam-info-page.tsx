import "./my-exams.css";
import { useRouter } from "@tanstack/react-router";
import type { MyExamType } from "@/api/contract/certification-requests";
import { AppLink } from "@/portal/components/app-link";
import { Pagination } from "@/portal/components/pagination";
import { useMyExamPage } from "../my-exams";
import { ExamRecord } from "./exam-record";

const TABS: { type: MyExamType; label: string; empty: string }[] = [
  { type: "await", label: "待考试", empty: "暂无进行中的考试" },
  { type: "success", label: "已通过", empty: "暂无通过的考试" },
  { type: "fail", label: "未通过", empty: "暂无未通过的考试" },
];

const examInfoHref = (type: MyExamType, page = 1) => {
  const query = new URLSearchParams();
  if (type !== "await") query.set("type", type);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/my/examinfo?${text}` : "/my/examinfo";
};

/** /my/examinfo: the person's exam records in three lists (pending, passed, failed), a page at a time. */
export function MyExamInfoPage({ type, page }: { type: MyExamType; page: number }) {
  const data = useMyExamPage(type, page);
  const router = useRouter();
  const go = (href: string) => void router.navigate({ href });
  const tab = TABS.find((t) => t.type === type)!;
  return (
    <div className="page container my-exams">
      <div className="list-page__head">
        <h1 className="list-page__title">考试记录</h1>
        <nav className="list-page__links" aria-label="认证服务">
          <AppLink href="/certification/historyscore">历史成绩</AppLink>
          <AppLink href="/my/pearsonceredit">考试资料</AppLink>
          <AppLink href="/certification/lecsubmit">讲师课程提交</AppLink>
        </nav>
      </div>
      <nav className="list-page__tabs list-page__tabs--fill" aria-label="考试记录分类">
        {TABS.map((t) => (
          <AppLink key={t.type} href={examInfoHref(t.type)} className="list-page__tab" aria-current={t.type === type ? "page" : undefined}>
            {t.label}
          </AppLink>
        ))}
      </nav>
      {data.list.length ? (
        <ul className="my-exams__list">
          {data.list.map((exam) => (
            <ExamRecord key={exam.eadid} exam={exam} onRequested={go} />
          ))}
        </ul>
      ) : (
        <div className="card list-page__empty">
          <p>{tab.empty}</p>
          <AppLink href="/certification/exam" className="btn btn--primary">
            去报名考试
          </AppLink>
        </div>
      )}
      <Pagination
        current={page}
        total={data.pager.totalPage}
        onChange={(p) => {
          go(examInfoHref(type, p));
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
