import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import { parseQuestionCsv, parseQuestionTable, QUESTION_HEADER, type QuestionImportRow } from "@/api/contract/exam-questions-admin";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";
import { examAttempts, examQuestions, type PaperEntry } from "@/db/schema/certification/online-exams";
import { makeExam, registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
let examA: number;
let examB: number;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13800000361", "题库管理员");
  examA = (await makeExam(srv.deps.db, { kaoShiId: "KS-QB-A", sort: 1 })).id;
  examB = (await makeExam(srv.deps.db, { kaoShiId: "KS-QB-B", sort: 2 })).id;
}, 60_000);
afterAll(() => srv.stop());

const common = () => ({
  stem: "短视频的完播率指什么？",
  image: "",
  analysis: "解析文字",
  tags: ["短视频"],
  difficulty: 2,
  examIds: [examA],
});
const single = () => ({
  ...common(),
  type: "single",
  options: [
    { id: "A", text: "点赞率" },
    { id: "B", text: "完整播放占比" },
    { id: "C", text: "分享次数" },
  ],
  correctOptions: ["B"],
});

/** A paper entry naming the question, as the exam engine keeps it in an attempt. */
const paperEntry = (questionId: number): PaperEntry => ({ questionId, versionId: questionId, type: "single", points: 4 });

describe("题库: writing questions", () => {
  test("each type is stored as its own shape; options are lettered by their place", async () => {
    const s = await op.post("/exam-questions", {
      ...single(),
      blankAnswers: [["不该留下"]],
      referenceAnswer: "不该留下",
      stem: "  短视频的完播率指什么？  ",
    });
    expect(s.status).toBe(201);
    expect(s.json).toMatchObject({
      type: "single",
      stem: "短视频的完播率指什么？",
      options: [
        { id: "A", text: "点赞率" },
        { id: "B", text: "完整播放占比" },
        { id: "C", text: "分享次数" },
      ],
      correctOptions: ["B"],
      blankAnswers: [],
      referenceAnswer: "",
      retired: false,
      imported: false,
    });
    expect(await auditRows(srv.deps.db, "exam-questions", s.json.id)).toHaveLength(1);

    // Options the form lettered otherwise (one removed from the middle): stored ids are places, answers follow them.
    const m = await op.post("/exam-questions", {
      ...common(),
      type: "multiple",
      options: [
        { id: "A", text: "福袋" },
        { id: "C", text: "秒杀" },
        { id: "D", text: "问答" },
      ],
      correctOptions: ["D", "A"],
    });
    expect(m.status).toBe(201);
    expect(m.json.options.map((o: { id: string }) => o.id)).toEqual(["A", "B", "C"]);
    expect(m.json.correctOptions).toEqual(["A", "C"]);

    const j = await op.post("/exam-questions", { ...common(), type: "judge", options: [{ id: "A", text: "随便" }], correctOptions: ["F"] });
    expect(j.json).toMatchObject({
      options: [
        { id: "T", text: "正确" },
        { id: "F", text: "错误" },
      ],
      correctOptions: ["F"],
    });

    const f = await op.post("/exam-questions", {
      ...common(),
      type: "fill",
      blankAnswers: [
        ["CPM", "ｃｐｍ", " 千次展示费用 "],
        ["CPC", ""],
      ],
    });
    expect(f.status).toBe(201);
    // Variants equal after normalising (full width, case) are kept once.
    expect(f.json).toMatchObject({ blankAnswers: [["CPM", "千次展示费用"], ["CPC"]], options: [], correctOptions: [] });

    const sh = await op.post("/exam-questions", { ...common(), type: "short", referenceAnswer: "开头抛出悬念；控制时长；节奏紧凑" });
    expect(sh.json).toMatchObject({ type: "short", referenceAnswer: "开头抛出悬念；控制时长；节奏紧凑", options: [] });
  });

  test("bad input is refused with Chinese messages under the field at fault", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...single(), stem: " " }, "请输入题干", "stem"],
      [{ ...single(), stem: "题".repeat(2001) }, "题干不能超过2000个字", "stem"],
      [{ ...single(), type: "essay" }, "请选择题型", "type"],
      [{ ...single(), correctOptions: [] }, "单选题须选择一个正确答案", "correctOptions"],
      [{ ...single(), correctOptions: ["A", "B"] }, "单选题须选择一个正确答案", "correctOptions"],
      [{ ...single(), correctOptions: ["E"] }, "正确答案须为已填写的选项", "correctOptions"],
      [{ ...single(), options: [{ id: "A", text: "唯一" }], correctOptions: ["A"] }, "请至少填写2个选项", "options"],
      [
        { ...single(), options: "ABCDEFGHI".split("").map((id) => ({ id, text: `选项${id}` })), correctOptions: ["A"] },
        "选项最多8个",
        "options",
      ],
      [{ ...single(), options: [...single().options, { id: "D", text: "" }] }, "选项内容不能为空", "options"],
      [{ ...single(), options: [...single().options, { id: "D", text: "点赞率" }] }, "选项内容不能重复", "options"],
      [{ ...single(), type: "multiple", correctOptions: ["A"] }, "多选题须选择至少两个正确答案", "correctOptions"],
      [{ ...common(), type: "judge", correctOptions: [] }, "请选择判断题的正确答案（正确或错误）", "correctOptions"],
      [{ ...common(), type: "judge", correctOptions: ["A"] }, "请选择判断题的正确答案（正确或错误）", "correctOptions"],
      [{ ...common(), type: "fill", blankAnswers: [] }, "填空题须有1到10个空", "blankAnswers"],
      [{ ...common(), type: "fill", blankAnswers: Array.from({ length: 11 }, () => ["答"]) }, "填空题须有1到10个空", "blankAnswers"],
      [{ ...common(), type: "fill", blankAnswers: [["答"], [" "]] }, "每个空至少填写一个可接受的答案", "blankAnswers"],
      [{ ...common(), type: "short", referenceAnswer: "" }, "请填写参考答案", "referenceAnswer"],
      [{ ...single(), difficulty: 6 }, "难度须为1到5之间的整数", "difficulty"],
      [{ ...single(), tags: Array.from({ length: 11 }, (_, i) => `标签${i}`) }, "标签最多10个", "tags"],
      [{ ...single(), tags: ["一二三四五六七八九十一二三四五六七八九十一"] }, "每个标签不能超过20个字", "tags"],
      [{ ...single(), examIds: [] }, "请至少选择一个考试或课程", "examIds"],
      [{ ...single(), examIds: [999_999] }, "适用考试不存在", "examIds"],
      [{ ...single(), image: "javascript:alert(1)" }, "题目图片须以 / 或 http(s):// 开头，且不超过500个字符", "image"],
    ];
    for (const [body, message, field] of cases) {
      const res = await op.post("/exam-questions", body);
      expect({ body: JSON.stringify(body).slice(0, 80), status: res.status, json: res.json }).toMatchObject({
        status: 400,
        json: { message, field },
      });
    }
  });

  test("an edit may change the type: the old type's fields are cleared", async () => {
    const s = await op.post("/exam-questions", single());
    const before = s.json.updatedAt;
    await Bun.sleep(5);
    const edited = await op.put(`/exam-questions/${s.json.id}`, {
      ...s.json,
      type: "fill",
      stem: "千次展示费用的英文缩写是____。",
      blankAnswers: [["CPM"]],
      examIds: [examA, examB],
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ type: "fill", options: [], correctOptions: [], blankAnswers: [["CPM"]], examIds: [examA, examB] });
    expect(edited.json.updatedAt > before).toBe(true);
    expect(await op.put(`/exam-questions/${s.json.id}`, { ...edited.json, blankAnswers: [[""]] })).toMatchObject({
      status: 400,
      json: { message: "每个空至少填写一个可接受的答案" },
    });
    expect(await auditRows(srv.deps.db, "exam-questions", s.json.id)).toHaveLength(2);
  });

  test("the list filters by words of the stem, type, tag, exam, difficulty and 已停用", async () => {
    const a = await op.post("/exam-questions", {
      ...single(),
      stem: "直播间的停留时长怎么提升？",
      tags: ["直播"],
      difficulty: 5,
      examIds: [examB],
    });
    const ids = async (filter: Record<string, unknown>) =>
      (await op.get(`/exam-questions${listQuery({ filter, sort: ["id", "ASC"], range: [0, 99] })}`)).json.map((r: { id: number }) => r.id);
    expect(await ids({ q: "停留时长" })).toEqual([a.json.id]);
    expect(await ids({ tag: "直播" })).toEqual([a.json.id]);
    expect(await ids({ examId: examB, difficulty: 5 })).toEqual([a.json.id]);
    expect(await ids({ type: "single", q: "停留" })).toEqual([a.json.id]);
    expect(await ids({ type: "judge", q: "停留" })).toEqual([]);
    expect(await ids({ retired: false, q: "停留" })).toEqual([a.json.id]);
    expect(await ids({ retired: true, q: "停留" })).toEqual([]);
    expect((await op.get(`/exam-questions${listQuery({ filter: { type: "essay" } })}`)).status).toBe(400);
  });
});

describe("题库: retiring and deleting", () => {
  test("停用 and 启用 once each, audited; a retired question stays listed as such", async () => {
    const q = await op.post("/exam-questions", single());
    const id = q.json.id;
    const retired = await op.post(`/exam-questions/${id}/retire`);
    expect(retired).toMatchObject({ status: 200, json: { id, retired: true, usedCount: 0 } });
    expect(await op.post(`/exam-questions/${id}/retire`)).toMatchObject({ status: 409, json: { message: "该题目已停用" } });
    const [row] = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.id, id));
    expect(row?.retired).toBe(1);
    const ids = (await op.get(`/exam-questions${listQuery({ filter: { retired: true } })}`)).json.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(await op.post(`/exam-questions/${id}/unretire`)).toMatchObject({ status: 200, json: { retired: false } });
    expect(await op.post(`/exam-questions/${id}/unretire`)).toMatchObject({ status: 409, json: { message: "该题目未停用" } });
    const audits = await auditRows(srv.deps.db, "exam-questions", id);
    expect(audits.map((a) => a.action)).toEqual(["create", "update", "update"]);
    expect(audits[1]?.after).toMatchObject({ retired: 1 });
    expect(await op.post("/exam-questions/999999/retire")).toMatchObject({ status: 404 });
  });

  test("a question an attempt used cannot be deleted (retire it instead); an unused one can", async () => {
    const used = (await op.post("/exam-questions", single())).json.id;
    const unused = (await op.post("/exam-questions", single())).json.id;
    const db = srv.deps.db;
    const user = await userWith(db, "13900000362");
    const [session] = await db.insert(examSessions).values({ examId: examA, name: "场次", startAt: new Date(), seats: 10 }).returning();
    const [reg] = await db
      .insert(examRegistrations)
      .values(registrationValues(user.id, examA, { status: "passed", sessionId: session!.id }))
      .returning();
    await db.insert(examAttempts).values({
      registrationId: reg!.id,
      userId: user.id,
      examId: examA,
      sessionId: session!.id,
      paper: [paperEntry(used + 1000), paperEntry(used)],
      questionIds: [used + 1000, used],
      zongFen: 100,
      passScore: 60,
      endsAt: new Date(Date.now() + 3600_000),
    });
    expect((await op.get(`/exam-questions/${used}`)).json.usedCount).toBe(1);
    expect(await op.del(`/exam-questions/${used}`)).toMatchObject({
      status: 409,
      json: { message: "该题目已被考试使用，不能删除，请改为停用" },
    });
    expect((await op.get(`/exam-questions/${used}`)).status).toBe(200);
    expect((await op.post(`/exam-questions/${used}/retire`)).status).toBe(200);

    expect((await op.del(`/exam-questions/${unused}`)).status).toBe(200);
    expect((await op.get(`/exam-questions/${unused}`)).status).toBe(404);
    expect((await auditRows(db, "exam-questions", unused)).map((a) => a.action)).toEqual(["create", "delete"]);
  });
});

const row = (line: number, cells: Partial<QuestionImportRow>): QuestionImportRow => ({
  line,
  type: "单选题",
  stem: "",
  options: [],
  answer: "",
  analysis: "",
  tags: "",
  difficulty: "",
  exams: "KS-QB-A",
  courses: "",
  ...cells,
});

describe("题库: import", () => {
  const chunk = () => [
    row(2, { stem: "抖音广告按千次展示计费的方式是？", options: ["CPC", "CPM", "CPA"], answer: "B", tags: "出价，计费", difficulty: "2" }),
    row(3, { type: "多选题", stem: "常见的定向方式有？", options: ["地域", "年龄", "兴趣"], answer: "A,C", exams: `KS-QB-A、${examB}` }),
    row(4, { type: "判断题", stem: "出价越高转化一定越多。", answer: "错误" }),
    row(5, { type: "填空题", stem: "CPM 是____，CPC 是____。", answer: "千次展示费用;千次曝光费用|单次点击费用" }),
    row(6, { type: "简答题", stem: "简述直播间提升停留的方法。", answer: "福袋、互动问答、节奏把控" }),
    row(7, { type: "单选题", stem: "没有答案的题", options: ["甲", "乙"], answer: "" }),
    row(8, { type: "论述题", stem: "题型不对" }),
    row(9, { type: "单选题", stem: "选项中间空了", options: ["甲", "", "丙"], answer: "A" }),
    row(10, { type: "判断题", stem: "判断题答案不对", answer: "也许" }),
    row(11, { type: "单选题", stem: "考试不存在", options: ["甲", "乙"], answer: "A", exams: "KS-NONE" }),
    row(12, { type: "多选题", stem: "多选只有一个答案", options: ["甲", "乙"], answer: "A", difficulty: "9" }),
    // The same question as line 2 again (spaces around it): imported once.
    row(13, {
      stem: " 抖音广告按千次展示计费的方式是？ ",
      options: ["CPC", "CPM ", "CPA"],
      answer: "b",
      tags: "出价,计费",
      difficulty: "2",
    }),
  ];

  test("good rows are added, bad ones reported by line with the reason; the same chunk again changes nothing", async () => {
    const first = await op.post("/exam-questions/import", { rows: chunk() });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      added: 5,
      unchanged: 1,
      rejected: [
        { line: 7, reason: "单选题须选择一个正确答案" },
        { line: 8, reason: "题型须为单选题、多选题、判断题、填空题或简答题" },
        { line: 9, reason: "选项须从选项A起依次填写，中间不能空缺" },
        { line: 10, reason: "请选择判断题的正确答案（正确或错误）" },
        { line: 11, reason: "适用考试编号“KS-NONE”不存在" },
        { line: 12, reason: "难度须为1到5之间的整数" },
      ],
    });
    const imported = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.stem, "CPM 是____，CPC 是____。"));
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      type: "fill",
      blankAnswers: [["千次展示费用", "千次曝光费用"], ["单次点击费用"]],
      examIds: [examA],
    });
    const [multi] = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.stem, "常见的定向方式有？"));
    expect(multi).toMatchObject({ correctOptions: ["A", "C"], examIds: [examA, examB], difficulty: 3 });
    expect(multi?.importKey).toMatch(/^[0-9a-f]{64}$/);
    const [cpm] = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.stem, "抖音广告按千次展示计费的方式是？"));
    expect(cpm).toMatchObject({ correctOptions: ["B"], tags: ["出价", "计费"] });
    expect(await auditRows(srv.deps.db, "exam-questions", multi!.id)).toHaveLength(1);

    const total = (await srv.deps.db.select().from(examQuestions)).length;
    const again = await op.post("/exam-questions/import", { rows: chunk() });
    expect(again.json).toMatchObject({ added: 0, unchanged: 6 });
    expect(again.json.rejected.map((r: { line: number }) => r.line)).toEqual([7, 8, 9, 10, 11, 12]);
    expect((await srv.deps.db.select().from(examQuestions)).length).toBe(total);
  });

  test("a chunk must hold 1 to 200 rows", async () => {
    expect(await op.post("/exam-questions/import", { rows: [] })).toMatchObject({ status: 400, json: { message: "文件中没有题目数据" } });
    const many = Array.from({ length: 201 }, (_, i) => row(i + 2, { stem: `题${i}` }));
    expect((await op.post("/exam-questions/import", { rows: many })).status).toBe(400);
  });
});

describe("题库: the import template", () => {
  const download = (path: string) =>
    fetch(`${srv.url}/admin/api${path}`, { headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });

  test("the .xlsx is a real workbook: a header row and one example row per type, each of which imports", async () => {
    const res = await download("/exam-questions/template.xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const table: string[][] = [];
    sheet.eachRow((r, n) => {
      table[n - 1] = QUESTION_HEADER.map((_, i) => r.getCell(i + 1).text);
    });
    expect(table[0]).toEqual(QUESTION_HEADER);
    expect(table.slice(1).map((r) => r[0])).toEqual(["单选题", "多选题", "判断题", "填空题", "简答题"]);
    // The examples serve the first exam of the portal, and no course.
    const examColumn = QUESTION_HEADER.indexOf("适用考试编号");
    expect(table.slice(1).every((r) => r[examColumn] === "KS-QB-A" && r.at(-1) === "")).toBe(true);
    const parsed = parseQuestionTable(table);
    if ("error" in parsed) throw new Error(parsed.error);
    expect((await op.post("/exam-questions/import", { rows: parsed.rows })).json).toMatchObject({ added: 5, rejected: [] });
  });

  test("the .csv is UTF-8 with a BOM, the same header and examples", async () => {
    const res = await download("/exam-questions/template.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1).startsWith(QUESTION_HEADER.join(","))).toBe(true);
    const parsed = parseQuestionCsv(text);
    if ("error" in parsed) throw new Error(parsed.error);
    expect(parsed.rows.map((r) => [r.line, r.type])).toEqual([
      [2, "单选题"],
      [3, "多选题"],
      [4, "判断题"],
      [5, "填空题"],
      [6, "简答题"],
    ]);
    // Imported after the .xlsx's examples: the same rows, so nothing new.
    expect((await op.post("/exam-questions/import", { rows: parsed.rows })).json).toMatchObject({ added: 0, unchanged: 5, rejected: [] });
  });
});

describe("题库: who may use it", () => {
  test("an enterprise account is refused every part of it", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13850000363", { roles: ["person", "enterprise"] });
    expect((await hr.get("/exam-questions")).status).toBe(403);
    expect((await hr.post("/exam-questions", single())).status).toBe(403);
    expect((await hr.post("/exam-questions/import", { rows: [row(2, { stem: "题", options: ["甲", "乙"], answer: "A" })] })).status).toBe(
      403,
    );
    expect((await hr.get("/exam-questions/template.csv")).status).toBe(403);
    expect((await hr.get("/exam-questions/template.xlsx")).status).toBe(403);
    const [any] = await srv.deps.db.select().from(examQuestions).limit(1);
    expect((await hr.post(`/exam-questions/${any!.id}/retire`)).status).toBe(403);
    expect((await hr.del(`/exam-questions/${any!.id}`)).status).toBe(403);
  });
});
