import { describe, expect, test } from "bun:test";
import { lecturersCsv, sessionsCsv } from "../results-csv";

describe("the grading averages' CSV", () => {
  test("per session: Chinese headers, a defused title, the average with its decimals, none left empty", () => {
    const csv = sessionsCsv([
      { id: 1, title: "=电商增长", startAt: "2026-11-24 19:30:00", gradings: 6, average: 4.17 },
      { id: 2, title: "数据分析入门", startAt: "2026-11-25 20:00:00", gradings: 0, average: null },
    ]);
    expect(csv).toBe(
      "\uFEFF直播课程,开始时间,评分人数,平均分（满分5分）\r\n" +
        "'=电商增长,2026-11-24 19:30:00,6,4.17\r\n" +
        "数据分析入门,2026-11-25 20:00:00,0,\r\n",
    );
  });

  test("per lecturer: the lecturer, sessions, gradings and average", () => {
    const csv = lecturersCsv([{ id: "林雅婷", lecturer: "林雅婷", sessions: 2, gradings: 7, average: 4.5 }]);
    expect(csv).toBe("\uFEFF讲师,课程数,评分人数,平均分（满分5分）\r\n林雅婷,2,7,4.5\r\n");
  });
});
