import { type RefObject, useLayoutEffect, useRef } from "react";
import type { Message } from "@/api/contract/zhaopin-messages";

/** Within this many px of the bottom, a reader is following the conversation: what arrives scrolls into view. */
const FOLLOWING_PX = 80;

/**
 * The thread's scrolling, as chats do it: opened at the newest message; a new one (sent, or fetched by the poll)
 * brought into view when mine or when the reader was at the bottom; older ones loaded above keep what was in view
 * where it was. Answers the scroll handler that notes whether the reader is at the bottom.
 */
export function useThreadScroll(ref: RefObject<HTMLElement | null>, messages: Message[]) {
  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;
  const lastMine = messages.at(-1)?.mine ?? false;
  const seen = useRef({ firstId: 0, lastId: 0, height: 0, following: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const was = seen.current;
    if (lastId !== was.lastId && (was.following || lastMine)) el.scrollTop = el.scrollHeight;
    else if (firstId !== was.firstId && lastId === was.lastId) el.scrollTop += el.scrollHeight - was.height;
    seen.current = { firstId, lastId, height: el.scrollHeight, following: was.following };
  }, [ref, firstId, lastId, lastMine]);

  return () => {
    const el = ref.current;
    if (el) seen.current.following = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOWING_PX;
  };
}
