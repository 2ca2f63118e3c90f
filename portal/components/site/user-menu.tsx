import { useEffect, useRef, useState } from "react";
import { AppLink } from "../app-link";
import { Avatar } from "../avatar";
import { UnreadBadge } from "../count-badge";
import { type Unread, unreadBadge } from "./unread";

type Props = { name: string; unread: Unread; onLogout: () => void };

/**
 * The signed-in person in the header: a button opening 个人中心, 成长计划, 我的学习包, 站内信 and 沟通消息 (each with its
 * unread count; the avatar shows both together) and 退出登录.
 */
export function UserMenu({ name, unread, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const esc = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", esc);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", esc);
    };
  }, [open]);

  const badge = unreadBadge(unread);
  return (
    <div className="user-menu" ref={ref}>
      <button type="button" className="user-menu__trigger" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="user-menu__avatar">
          <Avatar name={name} size={30} />
          {badge && (
            <span className="count-badge count-badge--alert user-menu__badge" role="img" aria-label={badge.label}>
              {badge.text}
            </span>
          )}
        </span>
        <span className="user-menu__name">{name}</span>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="user-menu__list" role="menu">
          <AppLink href="/my/index" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
            个人中心
          </AppLink>
          <AppLink href="/growplan/planlist" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
            成长计划
          </AppLink>
          <AppLink href="/study/index?type=3" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
            我的学习包
          </AppLink>
          <AppLink href="/my/letter" role="menuitem" className="user-menu__item user-menu__counted" onClick={() => setOpen(false)}>
            站内信
            <UnreadBadge count={unread.letters} />
          </AppLink>
          <AppLink href="/ZhaoPin/Messages" role="menuitem" className="user-menu__item user-menu__counted" onClick={() => setOpen(false)}>
            沟通消息
            <UnreadBadge count={unread.messages} />
          </AppLink>
          <button type="button" role="menuitem" className="user-menu__item" onClick={onLogout}>
            退出登录
          </button>
        </div>
      )}
    </div>
  );
}
