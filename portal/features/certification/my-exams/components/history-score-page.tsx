import "./my-exams.css";
import { AppLink } from "@/portal/components/app-link";
import { useHistoryScore } from "../history-score";

/** /certification/historyscore?examid=: every result the person has had, exam by exam. */
export function HistoryScorePage({ examId }: { examId: number }) {
  const { list } = useHistoryScore(examId);
  return (
    <div className="page container my-exams">
      <div className="list-page__head">
        <h1 className="list-page__title">历史成绩</h1>
        <nav className="list-page__links" aria-label="认证服务">
          {examId > 0 && <AppLink href="/certification/historyscore">全部考试</AppLink>}
          <AppLink href="/my/examinfo">考试记录</AppLink>
        </nav>
      </div>
      {list.length ? (
        <ul className="my-exams__list">
          {list.map((exam) => (
            <li key={exam.examId} className="card exam-record">
              <div className="exam-record__head">
                <h2 className="exam-record__name">{exam.examName}</h2>
                <span className={`exam-record__status exam-record__status--${exam.passed ? "passed" : "failed"}`}>
                  {exam.passed ? "已通过" : "未通过"}
                </span>
              </div>
              <p className="history-score__summary">
                最高成绩 <strong className="exam-record__score">{exam.bestScore}</strong> / {exam.zongFen}，{exam.passScore} 分及格
              </p>
              <table className="history-score__table">
                <thead>
                  <tr>
                    <th>次数</th>
                    <th>成绩</th>
                    <th>结果</th>
                    <th>出分时间</th>
                    <th>证书编号</th>
                  </tr>
                </thead>
                <tbody>
                  {exam.list.map((a) => (
                    <tr key={a.eadid}>
                      <td data-label="次数">第 {a.attempt} 次</td>
                      <td data-label="成绩">{a.score}</td>
                      <td data-label="结果">{a.statusText}</td>
                      <td data-label="出分时间">{a.resultTime.slice(0, 16) || "—"}</td>
                      <td data-label="证书编号">{a.certificateNo || "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      ) : (
        <div className="card list-page__empty">
          <p>暂无考试成绩</p>
          <AppLink href="/certification/exam" className="btn btn--primary">
            去报名考试
          </AppLink>
        </div>
      )}
    </div>
  );
}
