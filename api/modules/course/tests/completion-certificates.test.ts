import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { PrintableCertificate, PublicCertificate } from "@/api/contract/certificate";
import type { CourseDetail } from "@/api/contract/course";
import { type DidDocument, verifyCertificateCredential } from "@/api/contract/credential-verify";
import type { MyCoursePage } from "@/api/contract/my-courses";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { certificates } from "@/db/schema/certification/certificates";
import { courseEnrollments, courseLessonProgress, courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { letters } from "@/db/schema/letters/letters";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { issueMissingCompletionCertificates } from "../completion-certificates";
import { makeCourse, rewindClock } from "./helpers";

/** 结业证书 (docs/decisions/0055) through every reader of certificates: query, verify, print, credential, my courses. */
let srv: TestServer;
let mobile = 17356000000;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const db = () => srv.deps.db;
const person = async () => (await signedInPeople(db(), srv.url, 1, mobile++))[0]!;
const visitor = () => testClient(srv.url, { ip: `10.56.0.${mobile % 250}` });

/** A course of one 30-second lesson, its 结业证书 switched on or off, with a 结业测验 (pass 60 of 100) when asked. */
async function course(completionCertificate: 0 | 1, withQuiz = false) {
  const made = await makeCourse(db(), [[30]], { published: 1, completionCertificate });
  const rules = { sections: [], shuffleQuestions: false, shuffleOptions: false };
  const [quiz] = withQuiz
    ? await db()
        .insert(courseQuizzes)
        .values({
          courseId: made.course.id,
          title: "结业测验",
          rules: { ...rules, sections: [{ type: "judge", count: 10, points: 10, tags: [], difficulties: [], questionIds: [] }] },
          passScore: 60,
        })
        .returning()
    : [];
  return { ...made, quiz };
}

/** Finished the course's lesson at `at` (as the heartbeat records it) and, with a quiz, passed it with `score`. */
async function finishedLesson(userId: number, c: Awaited<ReturnType<typeof course>>, score?: number) {
  const lesson = c.lessons[0]!;
  await db().insert(courseEnrollments).values({ userId, courseId: c.course.id, startedAt: new Date(), lastLessonId: lesson.id });
  await db()
    .insert(courseLessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: c.course.id, position: 30, watched: 30, finishedAt: new Date() });
  if (c.quiz && score !== undefined) {
    await db()
      .insert(courseQuizAttempts)
      .values({
        quizId: c.quiz.id,
        userId,
        courseId: c.course.id,
        paper: [],
        zongFen: 100,
        passScore: 60,
        score,
        passed: score >= 60 ? 1 : 0,
        submittedAt: new Date(),
      });
  }
}

const certificateOf = async (userId: number, courseId: number) =>
  (
    await db()
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
  )[0];

describe("a heartbeat that finishes a course", () => {
  test("issues its 结业证书 once, with a letter; the beat reads courseFinished 1; a course without the switch issues none", async () => {
    const withCert = await course(1);
    const without = await course(0);
    const p = await person();
    for (const c of [withCert, without]) {
      const body = { id: c.course.strId, lessonId: c.lessons[0]!.id, position: 0, played: 0 };
      await p.client.call("MoocTraining/Heartbeat", body);
      await rewindClock(db(), p.id, 30);
      const beat = await p.client.call("MoocTraining/Heartbeat", { ...body, position: 30, played: 30 });
      expect(beat.data).toMatchObject({ lessonFinished: 1, courseFinished: 1 });
      await rewindClock(db(), p.id, 5);
      // A beat after the finish changes nothing.
      expect((await p.client.call("MoocTraining/Heartbeat", { ...body, position: 30, played: 5 })).data).toMatchObject({
        courseFinished: 1,
      });
    }
    const cert = await certificateOf(p.id, withCert.course.id);
    expect(cert).toMatchObject({ examName: withCert.course.title, examId: null, registrationId: null, score: null, expiresAt: null });
    expect(cert!.number).toMatch(/^CERT\d{4}\d{6}$/);
    expect(await certificateOf(p.id, without.course.id)).toBeUndefined();
    const told = await db().select().from(letters).where(eq(letters.userId, p.id));
    expect(told.map((l) => l.title)).toEqual(["结业证书已颁发"]);
  });
});

describe("the minute job", () => {
  test("issues the 结业证书 a finish missed (the switch turned on later), once; a closed account gets none", async () => {
    const c = await course(0, true);
    const [a, b] = [await person(), await person()];
    for (const who of [a, b]) {
      await finishedLesson(who.id, c, 90);
      await db()
        .update(courseEnrollments)
        .set({ finishedAt: new Date("2026-03-01T12:00:00Z") })
        .where(eq(courseEnrollments.userId, who.id));
    }
    await issueMissingCompletionCertificates(db());
    expect(await certificateOf(a.id, c.course.id)).toBeUndefined();
    await db().update(courses).set({ completionCertificate: 1 }).where(eq(courses.id, c.course.id));
    await db().execute(`update users set closed_at = now() where id = ${b.id}`);
    await issueMissingCompletionCertificates(db());
    await issueMissingCompletionCertificates(db());
    const cert = await certificateOf(a.id, c.course.id);
    expect(cert).toMatchObject({ score: 90, issuedAt: new Date("2026-03-01T12:00:00Z") });
    expect(cert!.number.slice(0, 8)).toBe("CERT2026");
    expect(await certificateOf(b.id, c.course.id)).toBeUndefined();
    const issued = await db().select().from(certificates).where(eq(certificates.courseId, c.course.id));
    expect(issued).toHaveLength(1);
  });
});

describe("a 结业证书 read as any certificate", () => {
  test("found by the public query and the verify page as 课程结业, printed without a score, shown on the course and 我的课程", async () => {
    const c = await course(1);
    const p = await person();
    await finishedLesson(p.id, c);
    await db().update(courseEnrollments).set({ finishedAt: new Date() }).where(eq(courseEnrollments.userId, p.id));
    await issueMissingCompletionCertificates(db());
    const cert = (await certificateOf(p.id, c.course.id))!;

    const query = await visitor().call<PublicCertificate>("pearson/certificate", { val: 2, number: cert.number, code: cert.code });
    expect(query.data).toMatchObject({ examName: c.course.title, kind: "course", kindText: "课程结业", status: "valid", expiresAt: "" });
    const verified = await visitor().call<PublicCertificate>("certificate/verify", { number: cert.number, code: cert.code, from: "link" });
    expect(verified.data).toMatchObject({ kind: "course", kindText: "课程结业" });
    const printed = await p.client.call<PrintableCertificate>("certificate/print", { number: cert.number });
    expect(printed.data).toMatchObject({ kind: "course", score: null, code: cert.code });

    const detail = await p.client.call<CourseDetail>("MoocTraining/Detail", { id: c.course.strId });
    expect(detail.data).toMatchObject({
      completionCertificate: true,
      finalQuiz: null,
      me: { finished: 1, certificateNumber: cert.number },
    });
    const mine = await p.client.call<MyCoursePage>("my/mycourse", { type: 2 });
    expect(mine.data.list.map((m) => [m.strId, m.progress, m.certificateNumber])).toEqual([[c.course.strId, 100, cert.number]]);
  });

  test("its credential is a CertificateOfCompletion of the course, the final quiz's score its result, and it verifies", async () => {
    const c = await course(1, true);
    const p = await person();
    await finishedLesson(p.id, c, 80);
    await db().update(courseEnrollments).set({ finishedAt: new Date() }).where(eq(courseEnrollments.userId, p.id));
    await issueMissingCompletionCertificates(db());
    const cert = (await certificateOf(p.id, c.course.id))!;
    const res = await fetch(`${srv.url}/certificate/credential?${new URLSearchParams({ number: cert.number, code: cert.code })}`, {
      headers: { "x-forwarded-for": "10.56.1.1" },
    });
    expect(res.status).toBe(200);
    const jwt = await res.text();
    const did = (await (await fetch(`${srv.url}/.well-known/did.json`)).json()) as DidDocument;
    const verdict = await verifyCertificateCredential(jwt, did, null);
    expect(verdict).toMatchObject({ ok: true, status: "valid", facts: { kind: "course", achievement: c.course.title, score: "80" } });
    const vc = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as {
      credentialSubject: { achievement: { achievementType: string; id: string; criteria: { narrative: string } } };
    };
    expect(vc.credentialSubject.achievement.achievementType).toBe("CertificateOfCompletion");
    expect(vc.credentialSubject.achievement.id).toEndWith(`/MoocTraining/Detail/${c.course.strId}`);
    expect(vc.credentialSubject.achievement.criteria.narrative).toContain("60 分及格，满分 100 分");
  });
});
