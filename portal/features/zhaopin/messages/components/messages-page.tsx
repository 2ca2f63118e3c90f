import "./messages.css";
import { AppLink } from "@/portal/components/app-link";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useConversations } from "../conversations";
import { useThread } from "../thread";
import { withOpened } from "../thread-view";
import { ConversationList } from "./conversation-list";
import { MessageThread } from "./message-thread";

function PageTitle({ unread }: { unread: number }) {
  return (
    <header className="list-page__head list-page__head--center">
      <h1 className="list-page__title msg-page__title">
        沟通消息
        {unread > 0 && <span className="msg-page__count">{unread} 条未读</span>}
      </h1>
      <AppLink href="/ZhaoPin/Applied" className="btn btn--ghost btn--sm">
        我的投递
      </AppLink>
    </header>
  );
}

/** No conversation yet: where one starts. */
function NoConversations() {
  return (
    <div className="card page-state msg-empty">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <path
          d="M8 12a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H20l-8 7v-7a4 4 0 0 1-4-4z"
          fill="var(--brand-50)"
          stroke="var(--brand)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M17 19h14M17 25h9" stroke="var(--brand)" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="page-state__text">还没有沟通记录，投递职位后可以和企业HR沟通</p>
      <div className="page-state__actions">
        <AppLink href="/ZhaoPin/" className="btn btn--primary">
          去找职位
        </AppLink>
        <AppLink href="/ZhaoPin/Applied" className="btn btn--ghost">
          我的投递
        </AppLink>
      </div>
    </div>
  );
}

/**
 * /ZhaoPin/Messages?id=: my conversations with companies' HR, one per application. Desktops and tablets: the list
 * on the left and the open one (?id=) on the right; phones: the list alone, or the open one alone with 返回.
 * The list and the open conversation are asked again every 15 s while the page is in view.
 */
export function MessagesPage({ openId }: { openId: number }) {
  const phone = useBreakpoint() === "phone";
  const conversations = useConversations();
  const thread = useThread(openId);
  const threadView = <MessageThread key={openId} applicationId={openId} query={thread} back={phone} />;

  if (phone && openId) {
    return (
      <div className="msg-page msg-page--thread">
        <h1 className="visually-hidden">沟通消息</h1>
        {threadView}
      </div>
    );
  }
  const list = withOpened(conversations.list, thread.data?.pages[0]?.head);
  return (
    <div className="page container msg-page">
      <PageTitle unread={conversations.unread} />
      {!list.length && !openId ? (
        <NoConversations />
      ) : phone ? (
        <div className="card msg-page__list">
          <ConversationList list={list} openId={openId} />
        </div>
      ) : (
        <div className="card msg-board">
          <div className="msg-board__list">
            <ConversationList list={list} openId={openId} />
          </div>
          <section className="msg-board__pane" aria-label="沟通详情">
            {openId ? threadView : <p className="msg-board__none">选择左侧的沟通，查看与企业HR的消息记录</p>}
          </section>
        </div>
      )}
    </div>
  );
}
