import { describe, expect, test } from "bun:test";
import { centerHref, centerPayload, centerTitle, parseCenterFilters, withCenter } from "../center-filters";
import { center3Href, center3Payload, parseCenter3Filters } from "../center3-filters";
import { certHref, certPayload, parseCertFilters } from "../certification-filters";
import { withChange } from "../filter-groups";
import { clockText, durationText } from "../format";
import { studyHref, studyLabel } from "../study-href";

describe("course center address", () => {
  test("reads ids as sorted distinct positive numbers, anything else as any", () => {
    expect(parseCenterFilters({ industry: "7,3,3,x,-1", resources: "", orderType: "2", page: "0" })).toEqual({
      industry: [3, 7],
      resources: [],
      theme: [],
      columnType: 0,
      orderType: 0,
      page: 1,
    });
  });

  test("a column (columnType 1-4) names the page and narrows the list; 5 or junk is the whole center", () => {
    const f = parseCenterFilters({ columnType: "3", theme: "2" });
    expect([centerTitle(f), centerPayload(f).columnType]).toEqual(["代理商课程", 3]);
    expect(centerHref(f)).toBe("/Learning/List?columnType=3&theme=2");
    expect(centerHref(withCenter(f, { columnType: 0 }))).toBe("/Learning/List?theme=2");
    for (const columnType of ["5", "x", "-1", "9"]) expect(parseCenterFilters({ columnType }).columnType).toBe(0);
    expect(centerTitle(parseCenterFilters({}))).toBe("课程中心");
  });

  test("writes only what narrows the list, and a change of filters goes back to page 1", () => {
    const f = parseCenterFilters({ resources: "5", orderType: "1", page: "3" });
    expect(centerHref(f)).toBe("/Learning/List?resources=5&orderType=1&page=3");
    expect(centerHref(withCenter(f, { theme: [2, 9] }))).toBe("/Learning/List?resources=5&theme=2,9&orderType=1");
    expect(centerHref(parseCenterFilters({}))).toBe("/Learning/List");
  });
});

describe("certification and Center3 addresses", () => {
  test("type and the setting's groups round-trip; a tab or filter change goes back to page 1 and keeps the rest", () => {
    const f = parseCertFilters({ type: "4", certs: "9,2", isHot: "1", page: "2", theme: "x" });
    expect(certHref("/MoocTraining/Certification", f)).toBe("/MoocTraining/Certification?type=4&certs=2,9&isHot=1&page=2");
    expect(certHref("/MoocTraining/Certification3", withChange(f, { type: 0 }))).toBe("/MoocTraining/Certification3?certs=2,9&isHot=1");
    expect(certPayload(f)).toMatchObject({ type: 4, moocTraSeting: { certs: [2, 9], theme: [], isHot: 1 } });
    expect(parseCertFilters({ type: "-3" }).type).toBe(0);
  });

  test("Center3 writes its eight groups and 热门, and sends them flat", () => {
    const f = parseCenter3Filters({ usertar: "3", product: "1", isHot: "0", page: "1" });
    expect(center3Href(f)).toBe("/MoocTraining/Center3?product=1&usertar=3");
    expect(center3Payload(f)).toMatchObject({ product: [1], usertar: [3], target: [], isHot: 0 });
    expect(center3Payload(f)).not.toHaveProperty("page");
  });
});

describe("course texts", () => {
  test("lengths as mm:ss and in words", () => {
    expect(clockText(24)).toBe("00:24");
    expect(clockText(3725)).toBe("1:02:05");
    expect(durationText(20)).toBe("1分钟");
    expect(durationText(3900)).toBe("1小时5分钟");
    expect(durationText(7200)).toBe("2小时");
  });

  test("the study button and link", () => {
    expect(studyLabel(null)).toBe("开始学习");
    expect(studyLabel({ started: 1, finished: 0 })).toBe("继续学习");
    expect(studyLabel({ started: 1, finished: 1 })).toBe("已学完 · 再学一遍");
    expect(studyHref("c 1", "课程", 5)).toBe("/mooctraining/StudyNew/c%201?name=%E8%AF%BE%E7%A8%8B&lesson=5");
  });
});
