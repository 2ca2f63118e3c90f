import { describe, expect, test } from "bun:test";
import { badgeText } from "../count-badge";
import { unreadBadge } from "../site/unread";

describe("the unread counts", () => {
  test("a badge caps at 99+", () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(["1", "99", "99+"]);
  });

  test("the avatar shows letters and messages together and says each kind there is", () => {
    expect(unreadBadge({ letters: 0, messages: 0 })).toBeNull();
    expect(unreadBadge({ letters: 2, messages: 0 })).toEqual({ text: "2", label: "2 封未读站内信" });
    expect(unreadBadge({ letters: 0, messages: 3 })).toEqual({ text: "3", label: "3 条未读沟通消息" });
    expect(unreadBadge({ letters: 2, messages: 3 })).toEqual({ text: "5", label: "5 条未读消息：2 封未读站内信，3 条未读沟通消息" });
    expect(unreadBadge({ letters: 60, messages: 40 })?.text).toBe("99+");
  });
});
