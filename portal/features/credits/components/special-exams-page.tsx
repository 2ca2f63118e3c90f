import "./credits.css";
import { AppLink } from "@/portal/components/app-link";
import { useSpecialExams } from "../special-exams";
import { MyAreaHead } from "./my-area-head";

/** /my/specialexam (spec 001 "Special exams"): the exams of my growth plan (GrowPlan/SpecialExam3), passed or not. */
export function SpecialExamsPage() {
  const { list } = useSpecialExams();
  return (
    <div className="page container my-area">
      <MyAreaHead title="专项考试" />
      {list.length ? (
        <ul className="special-exams">
          {list.map((e) => (
            <li key={e.taskId} className="card special-exam">
              <strong className="special-exam__title">{e.title}</strong>
              {e.passed ? (
                <span className="medal__state medal__state--earned">已通过</span>
              ) : (
                <AppLink href={e.url} className="btn btn--sm btn--primary">
                  去考试
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className="card list-page__empty">
          <p>成长计划中还没有考试</p>
          <AppLink href="/growplan/planlist" className="btn btn--primary">
            查看成长计划
          </AppLink>
        </div>
      )}
    </div>
  );
}
