import { AppLink } from "../app-link";

/** The brand: a mark and 学习认证中心, linking home. */
export function Logo() {
  return (
    <AppLink href="/home/index" className="logo" aria-label="学习认证中心 首页">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--brand)" />
        <path d="M7 12.5 16 8l9 4.5-9 4.5-9-4.5Z" fill="#fff" />
        <path d="M11 15.2v4.6c0 1.5 2.2 3.2 5 3.2s5-1.7 5-3.2v-4.6L16 17.7l-5-2.5Z" fill="#fff" opacity=".75" />
        <path d="M25 12.5v6" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="logo__name">学习认证中心</span>
    </AppLink>
  );
}
