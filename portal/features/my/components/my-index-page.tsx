import "./my-index.css";
import type { ReactNode } from "react";
import { AppLink } from "@/portal/components/app-link";
import { Avatar } from "@/portal/components/avatar";
import { UnreadBadge } from "@/portal/components/count-badge";
import { maskMobile } from "@/portal/lib/mask";
import { SHORTCUTS } from "../shortcuts";
import { useUserInfo } from "../user-info";
import { openAvatarDialog } from "./avatar-upload";
import { EnterpriseApplicationNote } from "./enterprise-application-note";

const ROLE_NAMES: Record<string, string> = { person: "个人用户", enterprise: "企业账号", operator: "运营人员" };

type Props = {
  /** What is unread behind a shortcut, by its address (the route brings 沟通消息's from recruitment). */
  unread?: Record<string, number>;
  /** Under the shortcuts (the route adds 为你推荐). */
  children?: ReactNode;
};

/** /my/index: the person's own page. */
export function MyIndexPage({ unread = {}, children }: Props) {
  const me = useUserInfo();
  const name = me.chineseName || "未填写姓名";
  return (
    <div className="page container my-index">
      <section className="card my-profile">
        <div className="my-profile__avatar">
          <Avatar src={me.headImgUrl} name={me.chineseName} size={96} />
          <button type="button" className="my-profile__change" onClick={openAvatarDialog}>
            更换头像
          </button>
        </div>
        <div className="my-profile__info">
          <h1 className="my-profile__name">
            {name}
            {me.roles.map((r) => (
              <span key={r} className="my-profile__role">
                {ROLE_NAMES[r] ?? r}
              </span>
            ))}
          </h1>
          <dl className="my-profile__facts">
            <div>
              <dt>手机号</dt>
              <dd>
                {me.areaCode} {maskMobile(me.mobile)}
              </dd>
            </div>
            <div>
              <dt>公司</dt>
              <dd>{me.companyName || <span className="my-profile__empty">未填写</span>}</dd>
            </div>
          </dl>
        </div>
        <AppLink href="/my/edit" className="btn btn--ghost my-profile__edit">
          编辑资料
        </AppLink>
      </section>
      <EnterpriseApplicationNote />

      <section className="my-shortcuts">
        {SHORTCUTS.map((s) => (
          <AppLink key={s.href} href={s.href} className="card my-shortcut">
            <strong>
              {s.title}
              <UnreadBadge count={unread[s.href] ?? 0} />
            </strong>
            <span>{s.text}</span>
          </AppLink>
        ))}
      </section>
      {children}
    </div>
  );
}
