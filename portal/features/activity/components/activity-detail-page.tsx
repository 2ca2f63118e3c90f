import { beijingInstant } from "@/api/contract/beijing-time";
import "./activity.css";
import type { ReactNode } from "react";
import type { ActivityCard, Attend } from "@/api/contract/activity";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useActivityDetail } from "../activity-detail";
import { formatChinaTime } from "../format-time";
import { ActivityHero } from "./activity-hero";
import { SignUpForm } from "./sign-up-form";

/** The visitor's own sign-up in words (spec 000 section 4, attend.audit when approval is needed). */
function attendText(activity: ActivityCard, attend: NonNullable<Attend>) {
  if (!activity.needApprove) return { label: "已报名", tone: "success", text: "您已报名成功，期待与您在活动中相见。" };
  if (attend.audit === 0)
    return { label: "审核中", tone: "warning", text: "报名信息已提交，正在审核中，审核结果将通过短信和站内信通知您。" };
  if (attend.audit === 1) return { label: "已报名", tone: "success", text: "您的报名已通过审核，期待与您在活动中相见。" };
  return { label: "未通过审核", tone: "danger", text: "很抱歉，您的报名未通过审核。" };
}

type Props = { id: number; source: string };

/** /activity/detail?id=: the activity and, for a signed-in person, its sign-up form or their sign-up. */
export function ActivityDetailPage({ id, source }: Props) {
  const detail = useActivityDetail(id);
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const { activity, attend } = detail;
  const ended = beijingInstant(activity.endTime) < Date.now();

  let panel: ReactNode;
  if (attend) {
    const state = attendText(activity, attend);
    panel = (
      <div className={`card activity-status activity-status--${state.tone}`} role="status">
        <strong>{state.label}</strong>
        <p>{state.text}</p>
      </div>
    );
  } else if (ended) {
    panel = (
      <div className="card activity-status" role="status">
        <strong>活动已结束</strong>
        <p>本次活动已于 {formatChinaTime(activity.endTime)} 结束，感谢关注。</p>
      </div>
    );
  } else if (!user) {
    panel = (
      <div className="card activity-status">
        <strong>登录后即可报名</strong>
        <p>报名信息将用于活动组织与通知。</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={openLogin}>
          登录报名
        </button>
      </div>
    );
  } else {
    panel = <SignUpForm detail={detail} source={source} />;
  }

  return (
    <div className="page container activity-page">
      <ActivityHero activity={activity} />
      <div className="activity-detail__body">
        <section className="card activity-detail__contents" aria-label="活动介绍">
          <h2>活动介绍</h2>
          <p>{activity.contents || "暂无介绍"}</p>
        </section>
        <div className="activity-detail__side">{panel}</div>
      </div>
    </div>
  );
}
