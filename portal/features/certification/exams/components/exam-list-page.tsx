import "./exams.css";
import { AppLink } from "@/portal/components/app-link";
import { isPhoneBrowser } from "../../registration/phone-browser";
import { groupBySeries, useExamList } from "../exam-list";
import { ExamCardItem } from "./exam-card-item";
import { PcOnlyNotice } from "./pc-only-notice";

/**
 * /certification/exam (one list) and /certification/carselect (grouped by certification series). Every exam's
 * button opens its info pop-up. A phone is told first that exams are taken on a computer.
 */
export function ExamListPage({ grouped }: { grouped: boolean }) {
  const exams = useExamList();
  const groups = grouped ? groupBySeries(exams) : [{ series: "", list: exams }];
  return (
    <div className="page container exam-list-page">
      <header className="exam-list-page__head">
        <h1 className="exam-list-page__title">{grouped ? "选择认证" : "认证考试"}</h1>
        <p className="exam-list-page__lead">选择考试查看考试信息，阅读并同意考试纪律后即可报名。视频监考考试需在电脑上完成拍照验证。</p>
        <AppLink href="/certification/certificate" className="exam-list-page__link">
          已获证书？查询证书
        </AppLink>
      </header>
      {isPhoneBrowser() && <PcOnlyNotice />}
      {exams.length === 0 && <p className="exam-list-page__empty">暂无可报名的考试</p>}
      {groups.map((g) => (
        <section key={g.series} className="exam-list-page__group" aria-label={g.series || "考试列表"}>
          {g.series && <h2 className="exam-list-page__series">{g.series}</h2>}
          <div className="exam-grid">
            {g.list.map((exam) => (
              <ExamCardItem key={exam.id} exam={exam} level={g.series ? 3 : 2} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
