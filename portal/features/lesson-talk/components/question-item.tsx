import { useState } from "react";
import { LECTURER_ANSWER, type LessonAnswer, type LessonQuestion } from "@/api/contract/lesson-talk";
import { Avatar } from "@/portal/components/avatar";
import { AnswerForm } from "./answer-form";
import { UsefulButton } from "./useful-button";

function AnswerItem({ answer }: { answer: LessonAnswer }) {
  return (
    <li className={`talk-answer${answer.lecturer ? " talk-answer--lecturer" : ""}`}>
      <p className="talk-head">
        {answer.lecturer ? <span className="talk-badge">{LECTURER_ANSWER}</span> : null}
        <span className="talk-name">{answer.nickName}</span>
        <time className="talk-time">{answer.time}</time>
      </p>
      <p className="talk-text">{answer.content}</p>
      <UsefulButton target="answer" targetId={answer.id} useful={answer.useful} marked={answer.marked} mine={answer.mine} />
    </li>
  );
}

/** A question, its picture, its 有用 and its answers (讲师回答 first); others may answer it. */
export function QuestionItem({ question }: { question: LessonQuestion }) {
  const [answering, setAnswering] = useState(false);
  return (
    <article className="talk-question">
      <Avatar src={question.avatar} name={question.nickName} size={36} />
      <div className="talk-question__body">
        <p className="talk-head">
          <span className="talk-name">{question.mine ? "我的提问" : question.nickName}</span>
          <time className="talk-time">{question.time}</time>
          {question.lecturerAnswered ? <span className="talk-state">讲师已回答</span> : null}
        </p>
        <p className="talk-text">{question.content}</p>
        {question.picture && (
          <a href={question.picture} target="_blank" rel="noreferrer" className="talk-picture">
            <img src={`${question.picture}?w=320`} alt="提问配图" loading="lazy" />
          </a>
        )}
        <p className="talk-actions">
          <UsefulButton target="question" targetId={question.id} useful={question.useful} marked={question.marked} mine={question.mine} />
          {!question.mine && (
            <button type="button" className="link-button" aria-expanded={answering} onClick={() => setAnswering((a) => !a)}>
              回答
            </button>
          )}
        </p>
        {answering && <AnswerForm questionId={question.id} onDone={() => setAnswering(false)} />}
        {question.answers.length > 0 && (
          <ul className="talk-answers" aria-label="回答">
            {question.answers.map((a) => (
              <AnswerItem key={a.id} answer={a} />
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
