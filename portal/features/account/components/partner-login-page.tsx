import "./login-page.css";
import "./partner-login-page.css";
import type { Login } from "@/api/contract/account";
import { LoginForm } from "./login-form";

type Props = {
  title: string;
  subtitle: string;
  /** Null when the link is incomplete: the page says so instead of offering a form that cannot work. */
  signIn: ((input: Login) => Promise<void>) | null;
  broken: string;
  registerLink: string | null;
};

/** /user/oauthlogin and /user/resellerlogin: the SMS sign-in card of the login page, signing in the hand-off's way. */
export function PartnerLoginPage({ title, subtitle, signIn, broken, registerLink }: Props) {
  return (
    <div className="login-page partner-login">
      <div className="login-page__inner container">
        <section className="login-page__card card">
          <h1 className="login-page__title">{title}</h1>
          {signIn ? (
            <>
              <p className="login-page__subtitle">{subtitle}</p>
              <LoginForm signIn={signIn} registerLink={registerLink} onSuccess={() => {}} />
            </>
          ) : (
            <p className="login-page__subtitle" role="alert">
              {broken}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
