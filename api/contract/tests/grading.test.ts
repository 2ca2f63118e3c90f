import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { GRADE_MSG, GradeSubmitSchema, incompleteQuestions } from "../grading";

const four = (questionId: number) => [1, 2, 3, 4].map((optionId) => ({ questionId, optionId }));

describe("grading's four answers per question (spec 001 sections 5 and 9)", () => {
  test("a question is complete with each of its four items rated once, in any order", () => {
    expect(incompleteQuestions([7, 8], [...four(8).reverse(), ...four(7)])).toEqual([]);
  });

  test("three items, a repeated item, five answers or none leave the question incomplete", () => {
    const three = four(7).slice(0, 3);
    expect(incompleteQuestions([7, 8], [...three, ...four(8)])).toEqual([7]);
    expect(incompleteQuestions([7], [...three, three[0]])).toEqual([7]);
    expect(incompleteQuestions([7], [...four(7), { questionId: 7, optionId: 2 }])).toEqual([7]);
    expect(incompleteQuestions([7, 8], [])).toEqual([7, 8]);
  });

  test("the submission schema: an empty list and an unchosen value say 请填写完整信息", () => {
    const empty = v.safeParse(GradeSubmitSchema, { eventId: "x", list: [], suggest: "" });
    expect(empty.success ? "" : empty.issues[0].message).toBe(GRADE_MSG.incomplete);
    const unchosen = v.safeParse(GradeSubmitSchema, { eventId: "x", list: [{ questionId: 1, optionId: 1, val: 0 }] });
    expect(unchosen.success ? "" : unchosen.issues[0].message).toBe(GRADE_MSG.incomplete);
    const ok = v.safeParse(GradeSubmitSchema, { eventId: 12, list: [{ questionId: "1", optionId: 4, val: "5" }] });
    expect(ok.success && ok.output).toEqual({ eventId: "12", list: [{ questionId: 1, optionId: 4, val: 5 }], suggest: "" });
  });
});
