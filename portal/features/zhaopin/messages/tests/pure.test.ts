import { describe, expect, test } from "bun:test";
import type { Conversation, ConversationHead, Message, MessagePage } from "@/api/contract/zhaopin-messages";
import {
  chatTime,
  lastLine,
  putMessage,
  readConversation,
  sendsOnEnter,
  startsAfterPause,
  type ThreadData,
  threadMessages,
  withOpened,
} from "../thread-view";

const head: ConversationHead = {
  applicationId: 7,
  companyId: 3,
  companyName: "雨欣水产",
  positionId: 11,
  positionName: "电商运营",
  stageText: "被查看",
  closedReason: "",
};
const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  side: "company",
  mine: false,
  body: `第${id}条`,
  hidden: false,
  reported: false,
  createdAt: "2026-07-01 10:00:00",
  ...over,
});
const page = (ids: number[], hasMore = false): MessagePage => ({ head, list: ids.map((id) => message(id)), hasMore });
const thread = (...pages: MessagePage[]): ThreadData => ({ pages, pageParams: pages.map((_, i) => i) });
const conversation = (applicationId: number, unread: number): Conversation => ({
  ...head,
  applicationId,
  lastMessage: "好的",
  lastSide: "company",
  lastMessageAt: "2026-07-01 10:00:00",
  unread,
});

describe("a thread's pages", () => {
  test("read oldest first across pages (the newest page is the first), each message once", () => {
    expect(threadMessages([page([5, 6, 7]), page([2, 3, 4], true)]).map((m) => m.id)).toEqual([2, 3, 4, 5, 6, 7]);
    // A page fetched while a message arrived overlaps the next older one.
    expect(threadMessages([page([4, 5, 6]), page([2, 3, 4])]).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
    expect(threadMessages([])).toEqual([]);
  });

  test("a sent message joins the newest page's end; a reported one takes its own place", () => {
    const data = thread(page([5, 6]), page([3, 4], true));
    const sent = putMessage(data, message(8, { side: "candidate", mine: true }))!;
    expect(threadMessages(sent.pages).map((m) => m.id)).toEqual([3, 4, 5, 6, 8]);
    const reported = putMessage(data, message(4, { reported: true }))!;
    expect(threadMessages(reported.pages).map((m) => [m.id, m.reported])).toEqual([
      [3, false],
      [4, true],
      [5, false],
      [6, false],
    ]);
    expect(data.pages[1]!.list[1]!.reported).toBe(false);
    expect(putMessage(undefined, message(1))).toBeUndefined();
  });
});

describe("the conversation list", () => {
  test("opening one takes its count off the total; others and a read one stay as they are", () => {
    const data = { list: [conversation(7, 2), conversation(8, 1)], unread: 3 };
    const read = readConversation(data, 7)!;
    expect(read.list.map((c) => c.unread)).toEqual([0, 1]);
    expect(read.unread).toBe(1);
    expect(readConversation(read, 7)).toBe(read);
    expect(readConversation(data, 99)).toBe(data);
  });

  test("my application with no message yet heads the list while it is open, once", () => {
    const list = [conversation(8, 0)];
    const opened = withOpened(list, head);
    expect(opened.map((c) => c.applicationId)).toEqual([7, 8]);
    expect(opened[0]).toMatchObject({ companyName: "雨欣水产", lastMessage: "", unread: 0 });
    expect(lastLine(opened[0]!)).toBe("还没有消息");
    expect(withOpened(opened, head)).toBe(opened);
    expect(withOpened(list, undefined)).toBe(list);
  });

  test("the last line: mine marked 我：, line breaks folded", () => {
    expect(lastLine({ lastMessage: "您好\n\n周三可以", lastSide: "candidate" })).toBe("我：您好 周三可以");
    expect(lastLine({ lastMessage: "  带上作品集  ", lastSide: "company" })).toBe("带上作品集");
  });
});

describe("times as a chat writes them (Beijing, wherever the browser is)", () => {
  // 2026-07-01 09:30 in Beijing.
  const now = Date.UTC(2026, 6, 1, 1, 30);

  test("today the time, then 昨天, this year's month and day, earlier years in full", () => {
    expect(chatTime("2026-07-01 08:05:00", now)).toBe("08:05");
    expect(chatTime("2026-06-30 23:59:00", now)).toBe("昨天");
    expect(chatTime("2026-06-30 23:59:00", now, true)).toBe("昨天 23:59");
    expect(chatTime("2026-03-08 14:30:00", now)).toBe("03-08");
    expect(chatTime("2025-12-31 14:30:00", now, true)).toBe("2025-12-31 14:30");
    expect(chatTime("", now)).toBe("");
  });

  test("the thread shows the time above its first message and after a pause of five minutes", () => {
    const at = (time: string) => message(1, { createdAt: `2026-07-01 ${time}` });
    expect(startsAfterPause(undefined, at("10:00:00"))).toBe(true);
    expect(startsAfterPause(at("10:00:00"), at("10:04:59"))).toBe(false);
    expect(startsAfterPause(at("10:00:00"), at("10:05:00"))).toBe(true);
  });
});

test("Enter sends; Shift+Enter and an input method's Enter do not", () => {
  const key = { key: "Enter", shiftKey: false, isComposing: false, keyCode: 13 };
  expect(sendsOnEnter(key)).toBe(true);
  expect(sendsOnEnter({ ...key, shiftKey: true })).toBe(false);
  expect(sendsOnEnter({ ...key, isComposing: true })).toBe(false);
  expect(sendsOnEnter({ ...key, keyCode: 229 })).toBe(false);
  expect(sendsOnEnter({ ...key, key: "a", keyCode: 65 })).toBe(false);
});
