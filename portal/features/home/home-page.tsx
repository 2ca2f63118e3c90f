import "./home.css";
import type { ReactNode } from "react";
import { AppLink } from "../../components/app-link";

const SECTIONS = [
  {
    href: "/Learning/List",
    title: "课程中心",
    text: "精选点播课程随时学，进度与学习时长自动记录",
    icon: "M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z",
  },
  {
    href: "/Learning/List?isLive=1",
    title: "直播课程",
    text: "行业专家在线授课，实时互动答疑，错过可看回放",
    icon: "M4 6h16v10H4zM9 20h6M12 16v4M10 9l4 2-4 2z",
  },
  {
    href: "/certification/exam",
    title: "认证考试",
    text: "在线报名与考试，通过即获官方认证证书",
    icon: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  },
  {
    href: "/growplan/start",
    title: "成长计划",
    text: "按岗位、阶段与行业定制学习路径，一步步成长",
    icon: "M4 19h16M6 16l4-4 3 3 5-6M15 9h3v3",
  },
  { href: "/jshop", title: "积分商城", text: "学习、活动赚取积分，兑换精选好礼", icon: "M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" },
  {
    href: "/Help/Center",
    title: "帮助中心",
    text: "常见问题与使用指南，快速找到答案",
    icon: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01",
  },
  { href: "/ZhaoPin", title: "招聘", text: "持证人才直通优质企业，投递简历一步到位", icon: "M4 8h16v11H4zM9 8V5h6v3M4 13h16" },
  {
    href: "/Faq/Search?key=",
    title: "全站搜索",
    text: "课程、文章、问答，一搜即达",
    icon: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
  },
];

const STEPS = [
  { n: "01", title: "学习课程", text: "观看点播课程或参加直播，系统记录学习进度与时长" },
  { n: "02", title: "报名认证", text: "选择认证考试，在线完成报名与缴费" },
  { n: "03", title: "通过考试", text: "线上监考，公平公正，成绩及时发布" },
  { n: "04", title: "获得证书", text: "电子证书即时可查，纸质证书快递到家" },
];

type Props = {
  signedIn: boolean;
  onLogin: () => void;
  /** Other features' pieces, placed by the route (features do not import each other). */
  notices: ReactNode;
  /** Below the live list and activities: on a phone a slide is larger than the hero title and would become the LCP. */
  banners: ReactNode;
  studying: ReactNode;
  live: ReactNode;
  activities: ReactNode;
  interest: ReactNode;
};

/** /home/index: what the portal offers and where to start. */
export function HomePage({ signedIn, onLogin, notices, banners, studying, live, activities, interest }: Props) {
  return (
    <div className="home">
      {notices}
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">营销人的一站式成长平台</p>
            <h1 className="home-hero__title">学好课程，考取认证，成就职业未来</h1>
            <p className="home-hero__lead">点播与直播课程、认证考试、成长计划、积分商城与招聘服务汇聚一处，陪伴每一位营销人持续成长。</p>
            <div className="home-hero__actions">
              {signedIn ? (
                <AppLink href="/my/index" className="btn btn--lg home-hero__primary">
                  进入个人中心
                </AppLink>
              ) : (
                <button type="button" className="btn btn--lg home-hero__primary" onClick={onLogin}>
                  登录 / 注册
                </button>
              )}
              <AppLink href="/Learning/List" className="btn btn--lg home-hero__secondary">
                浏览课程中心
              </AppLink>
            </div>
          </div>
          <div className="home-hero__art" aria-hidden="true">
            <div className="home-hero__badge">
              <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
                <circle cx="32" cy="26" r="16" fill="none" stroke="#fff" strokeWidth="3" />
                <path d="M24 40l-4 16 12-6 12 6-4-16" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
                <path d="M25 26l5 5 9-9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <strong>认证证书</strong>
              <span>学习成果 权威认可</span>
            </div>
          </div>
        </div>
      </section>

      {studying}
      {live}
      {activities}
      {banners}
      {interest}

      <section className="container home-section">
        <h2 className="home-section__title">探索学习认证中心</h2>
        <div className="home-grid">
          {SECTIONS.map((s) => (
            <AppLink key={s.title} href={s.href} className="home-card card">
              <span className="home-card__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d={s.icon} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span className="home-card__title">{s.title}</span>
              <span className="home-card__text">{s.text}</span>
            </AppLink>
          ))}
        </div>
      </section>

      <section className="container home-section">
        <h2 className="home-section__title">四步拿到认证</h2>
        <ol className="home-steps">
          {STEPS.map((s) => (
            <li key={s.n} className="home-step">
              <span className="home-step__n">{s.n}</span>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
