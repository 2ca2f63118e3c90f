import "./help.css";
import "@/portal/components/legal/legal.css";
import { PrivacyPolicy } from "@/portal/components/legal/privacy-policy";
import { TermsOfService } from "@/portal/components/legal/terms-of-service";

const PAGES = {
  clause: { title: "学习认证中心服务协议", Body: TermsOfService },
  privacy: { title: "学习认证中心隐私政策", Body: PrivacyPolicy },
};

/** /Help/Clause and /Help/Privacy: the texts of the login and sign-up pop-ups on a page of their own. */
export function LegalPage({ which }: { which: keyof typeof PAGES }) {
  const { title, Body } = PAGES[which];
  return (
    <div className="container">
      <div className="legal-page card">
        <h1 className="legal-page__title">{title}</h1>
        <Body />
      </div>
    </div>
  );
}
