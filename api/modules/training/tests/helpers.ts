import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/db/client";
import { sessions, users } from "@/db/schema/account/users";
import { trainingInvites, trainingQuestionOptions, trainingQuestions, trainingSettings, trainings } from "@/db/schema/training";
import { testClient } from "@/tests/support/client";

const HOUR = 3600_000;
let serial = 0;

/** A published session starting in a day unless told otherwise. */
export async function makeTraining(db: Db, values: Partial<typeof trainings.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(trainings)
    .values({
      strId: `t${process.pid}x${++serial}`,
      title: `测试直播${serial}`,
      startAt: new Date(now + 24 * HOUR),
      endAt: new Date(now + 26 * HOUR),
      ...values,
    })
    .returning();
  return row;
}

/** A session's form, given as the 1501 answer spells it (isRequireded) and stored as ours (isRequired). */
export async function addForm(
  db: Db,
  trainingId: number,
  fields: { name: string; typeId: number; isRequireded: number }[],
  questions: { questionType: number; questionName: string; isRequireded: number; options?: { text: string; isOther?: number }[] }[] = [],
) {
  if (fields.length) {
    await db
      .insert(trainingSettings)
      .values(fields.map((f, sort) => ({ name: f.name, typeId: f.typeId, isRequired: f.isRequireded, trainingId, sort })));
  }
  const made = [];
  for (const [sort, q] of questions.entries()) {
    const [question] = await db
      .insert(trainingQuestions)
      .values({ trainingId, questionType: q.questionType, questionName: q.questionName, isRequired: q.isRequireded, sort })
      .returning();
    const options = q.options?.length
      ? await db
          .insert(trainingQuestionOptions)
          .values(q.options.map((o, i) => ({ questionId: question.id, questionOption: o.text, isOther: o.isOther ?? 0, sort: i })))
          .returning()
      : [];
    made.push({ ...question, options });
  }
  return made;
}

export async function invite(db: Db, trainingId: number, mobiles: string[]) {
  await db.insert(trainingInvites).values(mobiles.map((mobile) => ({ trainingId, mobile })));
}

/**
 * `n` people already signed in: users and sessions written straight to the database (signing in 200 people
 * through the SMS flow would only test the SMS rate limits), each with a client holding its session cookie.
 */
export async function signedInPeople(db: Db, baseUrl: string, n: number, firstMobile = 17700000000) {
  const made = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ areaCode: "+86", mobile: String(firstMobile + i), chineseName: `学员${i}` })))
    .returning({ id: users.id, mobile: users.mobile });
  const tokens = made.map(() => randomBytes(32).toString("base64url"));
  await db.insert(sessions).values(
    made.map((u, i) => ({
      tokenHash: createHash("sha256").update(tokens[i]).digest("base64url"),
      userId: u.id,
      expiresAt: new Date(Date.now() + 24 * HOUR),
    })),
  );
  return made.map((u, i) => {
    const client = testClient(baseUrl);
    client.cookies.set("sid", tokens[i]);
    return { ...u, client };
  });
}
