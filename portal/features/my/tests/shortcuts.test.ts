import { describe, expect, test } from "bun:test";
import { portalPathOf } from "@/api/contract/portal-paths";
import { SHORTCUTS } from "../shortcuts";

describe("/my/index's shortcuts", () => {
  test("each leads to a page of the portal, none twice", () => {
    const dead = SHORTCUTS.filter((s) => portalPathOf(new URL(s.href, "http://x").pathname) === null).map((s) => s.href);
    expect(dead).toEqual([]);
    expect(new Set(SHORTCUTS.map((s) => s.href)).size).toBe(SHORTCUTS.length);
  });
});
