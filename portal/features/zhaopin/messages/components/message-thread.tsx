import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { useRef } from "react";
import type { ConversationHead } from "@/api/contract/zhaopin-messages";
import { AppLink } from "@/portal/components/app-link";
import { startsAfterPause, type ThreadData, threadMessages } from "../thread-view";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { useThreadScroll } from "./use-thread-scroll";

/** 返回 on a phone, where the thread has the screen to itself. */
function BackToList() {
  return (
    <AppLink href="/ZhaoPin/Messages" className="msg-thread__back">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      返回沟通列表
    </AppLink>
  );
}

function ThreadHead({ head }: { head: ConversationHead }) {
  return (
    <header className="msg-thread__head">
      <h2 className="msg-thread__company" id="msg-thread-title">
        {head.companyName}
      </h2>
      <p className="msg-thread__about">
        <AppLink href={`/ZhaoPin/Detail/${head.positionId}`} className="msg-thread__position">
          {head.positionName}
        </AppLink>
        <span className="msg-thread__stage">{head.stageText}</span>
      </p>
    </header>
  );
}

type Props = { applicationId: number; query: UseInfiniteQueryResult<ThreadData>; back: boolean };

/**
 * One conversation: who and what about (the position links to its page), the messages with 加载更早的消息 while
 * there are older ones, and the box to write in; once the application is withdrawn, why no one may write.
 * Mount it keyed by the application, so its scrolling starts afresh.
 */
export function MessageThread({ applicationId, query, back }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const messages = threadMessages(query.data?.pages ?? []);
  const onScroll = useThreadScroll(scrollRef, messages);
  const head = query.data?.pages[0]?.head;

  if (!head) {
    return (
      <div className="msg-thread msg-thread--state">
        {back && <BackToList />}
        {query.isError ? (
          <p className="msg-thread__note" role="alert">
            {query.error.message}
          </p>
        ) : (
          <div className="spinner" role="status" aria-label="加载中" />
        )}
      </div>
    );
  }
  const now = Date.now();
  return (
    <article className="msg-thread" aria-labelledby="msg-thread-title">
      {back && <BackToList />}
      <ThreadHead head={head} />
      <div className="msg-thread__scroll" ref={scrollRef} onScroll={onScroll} role="log" aria-label="消息记录">
        {query.hasNextPage && (
          <button
            type="button"
            className="msg-thread__earlier"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? "加载中…" : "加载更早的消息"}
          </button>
        )}
        {messages.length ? (
          <ol className="msg-bubbles">
            {messages.map((m, i) => (
              <MessageBubble
                key={m.id}
                message={m}
                applicationId={applicationId}
                showTime={startsAfterPause(messages[i - 1], m)}
                now={now}
              />
            ))}
          </ol>
        ) : (
          <p className="msg-thread__note">{head.closedReason ? "没有消息记录" : "还没有消息，可以先向企业HR打个招呼，介绍一下自己"}</p>
        )}
      </div>
      {head.closedReason ? <p className="msg-thread__closed">{head.closedReason}</p> : <MessageComposer applicationId={applicationId} />}
    </article>
  );
}
