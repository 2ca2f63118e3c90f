import { describe, expect, test } from "bun:test";
import { phaseButton } from "../phase-button";

const tra = { siYuQrText: "", detailButton: "{}", isApprove: 0, hasJoinUrl: 0, hasDbUrl: 0 };
const base = { sta: 1, attend: { id: 0, audit: 0 }, attendStatus: "" as const, position: 0, tra };

describe("the detail page's phase button (spec 000 section 4)", () => {
  test("phase 1: 立即报名, then 已报名, or 审核中 while approval is pending", () => {
    expect(phaseButton(base)).toEqual({ label: "立即报名", active: true });
    expect(phaseButton({ ...base, attendStatus: "signed", attend: { id: 3, audit: 1 } })).toEqual({ label: "已报名", active: false });
    const approval = { ...base, tra: { ...tra, isApprove: 1 }, attendStatus: "signed" as const };
    expect(phaseButton({ ...approval, attend: { id: 3, audit: 0 } }).label).toBe("审核中");
    expect(phaseButton({ ...approval, attend: { id: 3, audit: 1 } }).label).toBe("已报名");
    expect(phaseButton({ ...approval, attend: { id: 3, audit: 2 } }).label).toBe("未通过审核");
  });

  test("a cancelled sign-up may sign up again; a queued one shows its place", () => {
    expect(phaseButton({ ...base, attendStatus: "released" }).label).toBe("立即报名");
    expect(phaseButton({ ...base, attendStatus: "waiting", position: 2 })).toEqual({ label: "候补中（第2位）", active: false });
  });

  test("phases 2 and 3: the room when its link is set, else 课程发布中", () => {
    expect(phaseButton({ ...base, sta: 2, tra: { ...tra, hasJoinUrl: 1 } })).toEqual({ label: "进入直播", active: true });
    expect(phaseButton({ ...base, sta: 2 })).toEqual({ label: "课程发布中", active: false });
    expect(phaseButton({ ...base, sta: 3, tra: { ...tra, hasDbUrl: 1 } })).toEqual({ label: "观看回放", active: true });
    expect(phaseButton({ ...base, sta: 3, tra: { ...tra, hasJoinUrl: 1 } })).toEqual({ label: "课程发布中", active: false });
  });
});
