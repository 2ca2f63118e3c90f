import { describe, expect, test } from "bun:test";
import { answerBlocks } from "../answer-blocks";

describe("answerBlocks", () => {
  test("blank lines separate paragraphs; single line breaks stay inside one", () => {
    expect(answerBlocks("第一段\n续行\n\n第二段")).toEqual([
      { kind: "p", text: "第一段\n续行" },
      { kind: "p", text: "第二段" },
    ]);
  });

  test("lines starting with '- ' become one list between paragraphs", () => {
    expect(answerBlocks("步骤如下：\n- 打开页面\n- 点击报名\n完成。")).toEqual([
      { kind: "p", text: "步骤如下：" },
      { kind: "ul", items: ["打开页面", "点击报名"] },
      { kind: "p", text: "完成。" },
    ]);
  });

  test("markup is kept as text and Windows line ends read the same", () => {
    expect(answerBlocks("<b>粗</b>\r\n\r\n尾")).toEqual([
      { kind: "p", text: "<b>粗</b>" },
      { kind: "p", text: "尾" },
    ]);
  });
});
