import type { ExamState } from "@/api/contract/certification-booking";

/** Spec 001 section 4 "Attempts": how many attempts the exam allows and how many the candidate has used. */
export function AttemptsNote({ attempts }: { attempts: ExamState["attempts"] }) {
  return (
    <section className="booking-attempts" aria-label="考试次数">
      <h2 className="booking-attempts__title">考试次数</h2>
      <ul className="booking-attempts__list">
        {attempts.text.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
