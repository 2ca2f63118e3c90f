import { contactHref, siteMeta } from "../../lib/site-meta";
import { AppLink } from "../app-link";
import { openPrivacy, openTerms } from "../legal/open-legal";
import { SITE_NAME } from "../page-head";

/** Links that every page carries, the customer-service contact and the fine print with the ICP filing number (ICP_FILING, SUPPORT_CONTACT). */
export function SiteFooter() {
  const icp = siteMeta("icpFiling");
  const contact = siteMeta("supportContact");
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <strong>{SITE_NAME}</strong>
          <span>直播课程 · 认证考试 · 职业成长</span>
          {contact ? (
            <span>
              客服：<a href={contactHref(contact)}>{contact}</a>
            </span>
          ) : null}
        </div>
        <nav className="site-footer__links" aria-label="学习服务">
          <AppLink href="/Training/LivePreDetail">直播日历</AppLink>
          <AppLink href="/study/index">学习包</AppLink>
          <AppLink href="/certification/certificate">证书查询</AppLink>
          <AppLink href="/Help/Center">帮助中心</AppLink>
        </nav>
        <nav className="site-footer__links" aria-label="营销资源">
          <AppLink href="/Solution/List">解决方案</AppLink>
          <AppLink href="/CaseBase/Index">案例库</AppLink>
          <AppLink href="/Idea/Index">创意库</AppLink>
          <AppLink href="/Reward/List">激励政策</AppLink>
        </nav>
        <nav className="site-footer__links" aria-label="协议">
          <button type="button" className="link-button" onClick={openTerms}>
            服务协议
          </button>
          <button type="button" className="link-button" onClick={openPrivacy}>
            隐私政策
          </button>
        </nav>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {SITE_NAME} 版权所有
          {icp ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {icp}
            </a>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
