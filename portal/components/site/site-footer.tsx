import { AppLink } from "../app-link";
import { openPrivacy, openTerms } from "../legal/open-legal";

/** Links that every page carries, and the fine print. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <strong>学习认证中心</strong>
          <span>直播课程 · 认证考试 · 职业成长</span>
        </div>
        <nav className="site-footer__links" aria-label="营销资源">
          <AppLink href="/Solution/List">解决方案</AppLink>
          <AppLink href="/CaseBase/Index">案例库</AppLink>
          <AppLink href="/Idea/Index">创意库</AppLink>
          <AppLink href="/Reward/List">激励政策</AppLink>
        </nav>
        <nav className="site-footer__links" aria-label="页脚">
          <AppLink href="/Help/Center">帮助中心</AppLink>
          <button type="button" className="link-button" onClick={openTerms}>
            服务协议
          </button>
          <button type="button" className="link-button" onClick={openPrivacy}>
            隐私政策
          </button>
        </nav>
        <p className="site-footer__copy">© {new Date().getFullYear()} 学习认证中心 版权所有</p>
      </div>
    </footer>
  );
}
