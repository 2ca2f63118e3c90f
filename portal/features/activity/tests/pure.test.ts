import { describe, expect, test } from "bun:test";
import type { SurveyQuestion } from "@/api/contract/activity";
import { surveyValue } from "@/portal/components/signup-form/survey-answer";
import { activityIdOf } from "../activity-id";
import { claimOutcome } from "../claim";
import { formatChinaTime } from "../format-time";

describe("activity page helpers", () => {
  test("?id= is a positive whole number or nothing", () => {
    expect(activityIdOf("3")).toBe(3);
    for (const bad of ["", "0", "-1", "3a", "1.5", "9999999999"]) expect(activityIdOf(bad)).toBeNull();
  });

  test("times, which the api writes in China time (UTC+8), are shown as written whatever the reader's zone", () => {
    expect(formatChinaTime("2026-11-22 01:30:00")).toBe("2026/11/22 01:30");
  });

  test("claims: code 0 is claimed, '没有需要领取项' a plain notice, anything else '领取失败：{message}'", () => {
    expect(claimOutcome({ code: 0, msg: "领取成功", data: { score: 10 } })).toEqual({
      claimed: true,
      notice: { msg: "领取成功", tone: "success" },
    });
    expect(claimOutcome({ code: 1, msg: "没有需要领取项", data: "没有需要领取项" })).toEqual({
      claimed: false,
      notice: { msg: "没有需要领取项", tone: "info" },
    });
    expect(claimOutcome({ code: 1, msg: "请先完成任务", data: null })).toEqual({
      claimed: false,
      notice: { msg: "领取失败：请先完成任务", tone: "error" },
    });
  });

  test("a survey answer sends the chosen options' text, 其他 as typed, free text trimmed", () => {
    const choice: SurveyQuestion = {
      id: 1,
      questionType: 2,
      questionName: "渠道",
      isRequireded: 1,
      surveyOptions: [
        { optionId: 1, questionId: 1, questionOption: "搜索", isOther: 0 },
        { optionId: 2, questionId: 1, questionOption: "短视频", isOther: 0 },
        { optionId: 3, questionId: 1, questionOption: "其他", isOther: 1 },
      ],
    };
    expect(surveyValue(choice, { chosen: [1, 3], text: " 线下展会 " })).toBe("搜索，线下展会");
    expect(surveyValue(choice, { chosen: [3], text: "" })).toBe("其他");
    expect(surveyValue(choice, { chosen: [], text: "" })).toBe("");
    expect(surveyValue({ ...choice, surveyOptions: [] }, { chosen: [], text: "  直播带货 " })).toBe("直播带货");
  });
});
