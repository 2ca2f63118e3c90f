import "./site.css";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { AppLink } from "../app-link";
import { Avatar } from "../avatar";
import { UnreadBadge } from "../count-badge";
import { useBreakpoint } from "../use-breakpoint";
import { Logo } from "./logo";
import { isActive, NAV_ITEMS } from "./nav-items";
import { SearchBox } from "./search-box";
import type { Unread } from "./unread";
import { UserMenu } from "./user-menu";

type Props = {
  /** Display name of the signed-in person, null for a visitor. */
  userName: string | null;
  /** What the signed-in person has not read (zero for a visitor). */
  unread: Unread;
  /** Desktop and tablet: the login pop-up. */
  onLogin: () => void;
  onLogout: () => void;
};

/** Logo, navigation, search and the person; on phones a compact bar whose menu button opens the rest. */
export function SiteHeader({ userName, unread, onLogin, onLogout }: Props) {
  const breakpoint = useBreakpoint();
  const { pathname, href } = useRouterState({ select: (s) => s.location });
  const [menuOpen, setMenuOpen] = useState(false);
  const loginHref = `/user/login?gotoUrl=${encodeURIComponent(href)}`;
  const onLoginPage = pathname.toLowerCase() === "/user/login";

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page or the breakpoint changes.
  useEffect(() => setMenuOpen(false), [href, breakpoint]);
  useEffect(() => {
    if (!menuOpen) return;
    const esc = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", esc);
    return () => document.removeEventListener("keydown", esc);
  }, [menuOpen]);

  const nav = (
    <ul className="site-nav__list">
      {NAV_ITEMS.map((item) => (
        <li key={item.href}>
          <AppLink href={item.href} className="site-nav__link" aria-current={isActive(item, href) ? "page" : undefined}>
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );

  if (breakpoint === "phone") {
    return (
      <header className="site-header site-header--phone">
        <div className="site-header__bar container">
          <Logo />
          <button
            type="button"
            className="site-header__menu-button"
            aria-label={menuOpen ? "关闭菜单" : "打开菜单"}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            {/* A hint that the menu holds something unread; the counts themselves are read out inside it. */}
            {!menuOpen && unread.letters + unread.messages > 0 && <span className="site-header__menu-dot" aria-hidden="true" />}
          </button>
        </div>
        {menuOpen && (
          <>
            <div className="site-menu__scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />
            <div id="site-menu" className="site-menu">
              <SearchBox className="search-box--block" onDone={() => setMenuOpen(false)} />
              <nav className="site-nav site-nav--stacked" aria-label="主导航">
                {nav}
              </nav>
              <div className="site-menu__user">
                {userName ? (
                  <>
                    <AppLink href="/my/index" className="site-menu__person">
                      <Avatar name={userName} size={36} />
                      <span>
                        <strong>{userName}</strong>
                        <small>进入个人中心</small>
                      </span>
                    </AppLink>
                    <AppLink href="/my/letter" className="site-menu__counted">
                      站内信
                      <UnreadBadge count={unread.letters} />
                    </AppLink>
                    <AppLink href="/ZhaoPin/Messages" className="site-menu__counted">
                      沟通消息
                      <UnreadBadge count={unread.messages} />
                    </AppLink>
                    <button type="button" className="btn btn--ghost btn--block" onClick={onLogout}>
                      退出登录
                    </button>
                  </>
                ) : (
                  !onLoginPage && (
                    <AppLink href={loginHref} className="btn btn--primary btn--block">
                      登录 / 注册
                    </AppLink>
                  )
                )}
              </div>
            </div>
          </>
        )}
      </header>
    );
  }

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Logo />
        <nav className="site-nav" aria-label="主导航">
          {nav}
        </nav>
        <SearchBox className="site-header__search" />
        <div className="site-header__user">
          {userName ? (
            <UserMenu name={userName} unread={unread} onLogout={onLogout} />
          ) : (
            !onLoginPage && (
              <button type="button" className="btn btn--primary btn--sm site-header__login" onClick={onLogin}>
                登录
              </button>
            )
          )}
        </div>
      </div>
    </header>
  );
}
