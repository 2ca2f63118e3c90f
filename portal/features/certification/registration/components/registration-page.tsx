import "./registration.css";
import { EXAM_MSG, feeLabel } from "@/api/contract/certification-exams";
import { AppLink } from "@/portal/components/app-link";
import { useExamInfo } from "../../exams/exam-info";
import { isPhoneBrowser } from "../phone-browser";
import { useProfile } from "../profile";
import { RegistrationForm } from "./registration-form";

/** What a phone browser sees instead of the form. */
function PhoneRefusal() {
  return (
    <div className="reg-refusal card" role="alert">
      <p className="reg-refusal__msg">{EXAM_MSG.mobileDevice}</p>
      <p className="reg-refusal__hint">认证考试需要在电脑上报名、拍照验证和参加考试。</p>
      <AppLink className="btn btn--ghost" href="/certification/exam">
        返回考试列表
      </AppLink>
    </div>
  );
}

/** /certification/add/{examid}?beisen=: the exam's registration page. */
export function RegistrationPage({ examId, beisenKey }: { examId: number; beisenKey: string }) {
  const profile = useProfile();
  const { data: exam } = useExamInfo(examId);
  const phone = isPhoneBrowser();
  return (
    <div className="page container reg-page">
      <header className="reg-page__head">
        <h1 className="reg-page__title">考试报名</h1>
        {exam && (
          <p className="reg-page__exam">
            {exam.name}
            <span className="reg-page__fee">{feeLabel(exam.fee)}</span>
            {exam.isVideo === 1 && <span className="reg-page__tag">视频监考</span>}
          </p>
        )}
      </header>
      {phone ? (
        <PhoneRefusal />
      ) : exam?.nextUrl ? (
        <div className="reg-refusal card">
          <p className="reg-refusal__msg">您已报名该考试，请继续完成报名流程。</p>
          <AppLink className="btn btn--primary" href={exam.nextUrl}>
            继续
          </AppLink>
        </div>
      ) : (
        <section className="card reg-page__card">
          {exam?.refusal && <p className="reg-page__notice">{exam.refusal}</p>}
          <RegistrationForm examId={examId} isVideo={exam?.isVideo === 1} beisenKey={beisenKey} profile={profile} />
        </section>
      )}
    </div>
  );
}
