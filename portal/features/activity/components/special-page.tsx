import "./activity.css";
import type { Attend } from "@/api/contract/activity";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useSpecial } from "../special";
import { ActivityHero } from "./activity-hero";
import { MedalPanel } from "./medal-panel";
import { openCopyLinkModal, openPosterModal, openShareModal } from "./share";
import { TaskList } from "./task-list";

/** Why the tasks wait, while the activity's sign-up does not stand (the api refuses tasks and claims until it does). */
function signUpNotice(attend: Attend) {
  if (!attend) return "报名后即可完成任务、领取积分与勋章。";
  if (attend.audit === 0) return "您的报名正在审核中，审核通过后即可完成任务、领取积分与勋章。";
  return "很抱歉，您的报名未通过审核，无法参与专题任务。";
}

/** /activity/special?id=: the steps, each with its tasks and medal, and the share actions. */
export function SpecialPage({ id }: { id: number }) {
  const special = useSpecial(id);
  const signedIn = !!useCurrentUser();
  const onLogin = useOpenLogin();
  const { activity } = special;
  const path = `/activity/special?id=${activity.id}`;
  const url = `${window.location.origin}${path}`;

  return (
    <div className="page container activity-page">
      <ActivityHero activity={activity}>
        {activity.contents && <p className="activity-hero__intro">{activity.contents}</p>}
        {special.isShare === 1 && (
          <div className="activity-hero__actions">
            <button type="button" className="btn btn--primary btn--sm" onClick={() => openPosterModal(activity.title, path)}>
              分享海报
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => openCopyLinkModal(url)}>
              复制链接
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => openShareModal(activity.title, path, url)}>
              分享
            </button>
          </div>
        )}
      </ActivityHero>

      {!signedIn && (
        <p className="card activity-special__notice">
          登录后完成任务即可领取积分与勋章。
          <button type="button" className="link-button" onClick={onLogin}>
            立即登录
          </button>
        </p>
      )}

      {signedIn && special.hasSignUp === 1 && special.attend?.audit !== 1 && (
        <p className="card activity-special__notice" role="status">
          {signUpNotice(special.attend)}
          {!special.attend && (
            <a className="link-button" href={`/activity/detail?id=${activity.id}`}>
              去报名
            </a>
          )}
        </p>
      )}

      {special.steps.map((step) => (
        <section key={step.id} className="card activity-step" aria-label={step.title}>
          <div className="activity-step__tasks">
            <h2>{step.title}</h2>
            {step.tasks.length ? (
              <TaskList tasks={step.tasks} signedIn={signedIn} onLogin={onLogin} />
            ) : (
              <p className="activity-step__empty">本阶段暂无任务</p>
            )}
          </div>
          {step.medal && <MedalPanel activityId={activity.id} stepId={step.id} medal={step.medal} signedIn={signedIn} onLogin={onLogin} />}
        </section>
      ))}
    </div>
  );
}
