import { describe, expect, test } from "bun:test";
import { interestOption as opt } from "@/portal/lib/tests/interest-option";
import { type Chosen, toAnswers, toggle } from "../survey-choice";

const platforms = [opt(31, "穿山甲"), opt(32, "其他", { isother: 1 })];
const yes = opt(21, "是", { childTitle: "已接入的平台", childMultiple: true, child: platforms });
const no = opt(22, "否");
const owner = opt(3, "流量主", { childTitle: "是否已接入广告变现平台", child: [yes, no] });
const identity = [opt(1, "广告主"), owner];
const behaviour = [
  opt(51, "搜索推广", { cateId: 5 }),
  opt(52, "信息流推广", { cateId: 5 }),
  opt(88, "暂无营销行为", { cateId: 5, exclusive: true }),
];
const ids = (c: Chosen) => [...c.keys()].sort((a, b) => a - b);

describe("choosing survey options", () => {
  test("a single-answer question keeps one; changing identity drops 流量主's follow-ups", () => {
    let c: Chosen = new Map();
    c = toggle(c, identity, false, owner, true);
    c = toggle(c, owner.child, false, yes, true);
    c = toggle(c, platforms, true, platforms[0], true);
    expect(ids(c)).toEqual([3, 21, 31]);
    expect(ids(toggle(c, identity, false, identity[0], true))).toEqual([1]);
  });

  test("否 hides 是's follow-ups and drops their answers", () => {
    let c: Chosen = new Map([
      [3, ""],
      [21, ""],
      [31, ""],
      [32, "小米"],
    ]);
    c = toggle(c, owner.child, false, no, true);
    expect(ids(c)).toEqual([3, 22]);
  });

  test("88 is exclusive both ways", () => {
    let c: Chosen = new Map([
      [51, ""],
      [52, ""],
    ]);
    c = toggle(c, behaviour, true, behaviour[2], true);
    expect(ids(c)).toEqual([88]);
    c = toggle(c, behaviour, true, behaviour[0], true);
    expect(ids(c)).toEqual([51]);
    expect(ids(toggle(c, behaviour, true, behaviour[1], true))).toEqual([51, 52]);
    expect(ids(toggle(c, behaviour, true, behaviour[0], false))).toEqual([]);
  });

  test("answers carry the category and, for 其他, the written text", () => {
    const byId = new Map([owner, yes, ...platforms].map((o) => [o.id, o]));
    expect(
      toAnswers(
        new Map([
          [3, ""],
          [21, ""],
          [32, " 小米联盟 "],
        ]),
        byId,
      ),
    ).toEqual([
      { id: 3, cateid: 1, title: "流量主" },
      { id: 21, cateid: 1, title: "是" },
      { id: 32, cateid: 1, title: "小米联盟" },
    ]);
  });
});
