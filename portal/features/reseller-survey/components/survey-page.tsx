import "./survey.css";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { RESELLER_SURVEY_SUCCESS_PATH } from "@/api/contract/reseller";
import { answersToSave, type ResellerSurvey, surveyErrors, surveyProgress, visibleQuestions } from "@/api/contract/reseller-survey";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { saveSurvey } from "../survey";
import { QuestionInput } from "./question-input";

/**
 * /ResellerSurvey/Index: the course-demand questionnaire (spec 001 sections 2-5). Follow-ups appear with the option
 * that names them; progress counts the questions shown; 提交 checks every shown question first and sends nothing
 * while a message shows.
 */
export function SurveyPage({ survey }: { survey: ResellerSurvey }) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(() => new Map(survey.answers.map((a) => [a.id, a.val])));
  const [errors, setErrors] = useState(new Map<number, string>());
  const [sending, setSending] = useState(false);
  const shown = visibleQuestions(survey.list, answers);
  const progress = surveyProgress(survey.list, answers);
  const percent = progress.total ? Math.round((progress.answered / progress.total) * 100) : 0;

  const change = (id: number, val: string) => {
    setAnswers((prev) => new Map(prev).set(id, val));
    setErrors((prev) => {
      const next = new Map(prev);
      next.delete(id);
      return next;
    });
  };

  const submit = async () => {
    const found = surveyErrors(survey.list, answers);
    setErrors(found);
    if (found.size) {
      document.getElementById(`q${[...found.keys()][0]}`)?.scrollIntoView({ block: "center", behavior: "smooth" });
      return;
    }
    setSending(true);
    try {
      await saveSurvey(answersToSave(survey.list, answers));
      await navigate({ href: RESELLER_SURVEY_SUCCESS_PATH });
    } catch {
      setSending(false);
    }
  };

  return (
    <div className="survey container">
      <header className="survey__head card">
        <h1>代理商课程需求调研</h1>
        <p>为了给代理商伙伴安排更合适的课程，请花 3 分钟填写以下问题。带 * 的为必答题。</p>
        {survey.savedAt && <p className="survey__saved">您已于 {survey.savedAt.slice(0, 16)} 提交过问卷，修改后可重新提交。</p>}
        <div className="survey__progress">
          <div
            className="survey__bar"
            role="progressbar"
            aria-label="答题进度"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.answered}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <span>
            已答 {progress.answered} / {progress.total} 题
          </span>
        </div>
      </header>
      <form
        className="survey__list"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {shown.map((q, i) => {
          const error = errors.get(q.id);
          return (
            <fieldset key={q.id} id={`q${q.id}`} className={`survey-q card${error ? " survey-q--error" : ""}`}>
              <legend className="survey-q__title">
                {q.isRequired ? <span className="field__required">*</span> : null}
                {i + 1}. {q.title}
              </legend>
              {q.description && <p className="survey-q__desc">{q.description}</p>}
              <QuestionInput q={q} val={answers.get(q.id) ?? ""} error={error} onChange={(val) => change(q.id, val)} />
              {error && (
                <p className="field__error" id={`q${q.id}-error`} role="alert">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        <SubmitButton pending={sending} className="btn btn--primary btn--lg btn--block survey__submit">
          提交问卷
        </SubmitButton>
      </form>
    </div>
  );
}
