import "./my-index.css";
import { AppLink } from "@/portal/components/app-link";
import { Avatar } from "@/portal/components/avatar";
import { maskMobile } from "@/portal/lib/mask";
import { useUserInfo } from "../user-info";
import { openAvatarDialog } from "./avatar-upload";

const ROLE_NAMES: Record<string, string> = { person: "个人用户", enterprise: "企业账号", operator: "运营人员" };

/** Entries of the my area (spec 001 "My area"; later issues build the pages). */
const SHORTCUTS = [
  { href: "/my/mycourse", title: "我的课程", text: "在学、学完与收藏的课程" },
  { href: "/my/trainingattend", title: "参加的培训", text: "报名过的直播课与回放" },
  { href: "/my/letter", title: "站内信", text: "报名审核结果与课程通知" },
  { href: "/growplan/planlist", title: "成长计划", text: "按岗位定制的学习路径" },
  { href: "/growplan/learnrecord", title: "学习记录", text: "每天学了哪些课程、多长时间" },
  { href: "/my/edit", title: "编辑资料", text: "完善姓名、公司、行业等信息" },
  { href: "/my/examinfo", title: "考试记录", text: "报名、成绩、证书与发票" },
  { href: "/my/cercontinue", title: "我的学分", text: "查看学分明细与有效期" },
  { href: "/my/medal", title: "我的勋章", text: "已获得与待解锁的勋章等级" },
  { href: "/my/radar", title: "能力雷达", text: "十项技能的学习画像" },
  { href: "/my/specialexam", title: "专项考试", text: "成长计划中的考试与通过情况" },
  { href: "/my/card", title: "学习卡", text: "绑定与使用学习卡" },
  { href: "/my/bindcompany", title: "绑定公司", text: "绑定所在公司，由企业审核" },
];

/** /my/index: the person's own page. */
export function MyIndexPage() {
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

      <section className="my-shortcuts">
        {SHORTCUTS.map((s) => (
          <AppLink key={s.href} href={s.href} className="card my-shortcut">
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </AppLink>
        ))}
      </section>
    </div>
  );
}
