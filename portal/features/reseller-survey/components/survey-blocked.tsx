import "./survey.css";
import { AppLink } from "@/portal/components/app-link";

/** For a signed-in person who is no reseller (the server's message), or after the survey is saved: where to go on. */
export function SurveyNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="survey container">
      <section className="survey__notice card" role="status">
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="survey__links">
          <AppLink href="/my/index" className="btn btn--primary">
            进入个人中心
          </AppLink>
          <AppLink href="/" className="btn btn--ghost">
            返回首页
          </AppLink>
        </div>
      </section>
    </div>
  );
}
