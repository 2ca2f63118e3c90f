import "./zhaopin.css";
import { useRouter } from "@tanstack/react-router";
import { APPLIED_TABS, type AppliedItem, type AppliedKey } from "@/api/contract/zhaopin-positions";
import { AppLink } from "@/portal/components/app-link";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { PublicCvSwitch } from "../../cv/public-cv-switch";
import { MyInterviews } from "../../interviews/components/my-interviews";
import { ConversationLink } from "../../messages/components/conversation-link";
import { useUnreadByApplication } from "../../messages/conversations";
import { useApplied } from "../applied";
import { useWithdrawCv } from "../withdraw-cv";
import { MoreList } from "./more-list";

function AppliedRow({ item, unread }: { item: AppliedItem; unread: number }) {
  const withdraw = useWithdrawCv();
  const ask = async () => {
    if (!(await confirmModal(`确定撤回对“${item.positionName}”的投递吗？`, { okText: "撤回" }))) return;
    withdraw.mutate({ id: item.id, positionId: item.positionId }, { onSuccess: () => toast("已撤回投递", { tone: "success" }) });
  };
  return (
    <li className="card zp-applied" data-application={item.id}>
      <div className="zp-applied__main">
        <p className="zp-card__top">
          <AppLink href={`/ZhaoPin/Detail/${item.positionId}`} className="zp-card__name">
            {item.positionName}
          </AppLink>
          <span className="zp-salary">{item.salaryText}</span>
        </p>
        <p className="zp-facts">
          <AppLink href={`/ZhaoPin/Company?id=${item.companyId}`}>{item.companyName}</AppLink>
          <span>{item.city}</span>
          <span>投递于 {item.createdAt.slice(0, 16)}</span>
        </p>
      </div>
      <div className="zp-applied__side">
        <span className={`zp-stage zp-stage--${item.stage}`}>{item.stageText}</span>
        <div className="zp-applied__actions">
          <ConversationLink applicationId={item.id} unread={unread} />
          {item.canWithdraw && (
            <button type="button" className="btn btn--text btn--sm" disabled={withdraw.isPending} onClick={() => void ask()}>
              撤回
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * /ZhaoPin/Applied?key=: the person's applications by tab (全部 and each stage), more as the list is scrolled or by
 * 加载更多, each with its conversation (沟通, with what is unread) and withdrawable while 投递成功, 被查看 or 邀请面试;
 * the interview invitations above them.
 */
export function AppliedPage({ tab }: { tab: AppliedKey }) {
  const router = useRouter();
  const query = useApplied(tab);
  const unread = useUnreadByApplication();
  const counts = query.data.pages[0]?.counts ?? {};
  return (
    <div className="page container zp">
      <header className="list-page__head list-page__head--center">
        <h1 className="list-page__title">我的投递</h1>
        <div className="list-page__side">
          {/* Spec 001 section 4: turning the CV public here asks, checks it on the server, and reloads the page. */}
          <PublicCvSwitch />
          <AppLink href="/ZhaoPin/" className="btn btn--ghost btn--sm">
            找职位
          </AppLink>
        </div>
      </header>
      <MyInterviews />
      <div className="zp-tabs" role="tablist" aria-label="投递状态">
        {APPLIED_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            className="zp-tabs__tab"
            onClick={() => void router.navigate({ href: t.key === "all" ? "/ZhaoPin/Applied" : `/ZhaoPin/Applied?key=${t.key}` })}
          >
            {t.label}
            <span className="zp-tabs__count">{counts[t.key] ?? 0}</span>
          </button>
        ))}
      </div>
      <MoreList query={query}>
        {(list) =>
          list.length ? (
            <ul className="zp-list" aria-label="投递记录">
              {list.map((a) => (
                <AppliedRow key={a.id} item={a} unread={unread.get(a.id) ?? 0} />
              ))}
            </ul>
          ) : (
            <div className="page-state list-empty">
              <p className="list-empty__text">{tab === "all" ? "还没有投递记录，去看看在招职位吧" : "这里还没有投递记录"}</p>
            </div>
          )
        }
      </MoreList>
    </div>
  );
}
