import sharp from "sharp";
import { createProtocolClient } from "@/api/contract/protocol/client";
import type { Db } from "@/db/client";
import { examRegistrations, type exams } from "@/db/schema/certification/exams";
import { latestCode, type TestClient } from "@/tests/support/client";
import { makeExam as baseMakeExam, ID_CARD, registrationValues } from "@/tests/support/factories";

/** A published exam: paid, no camera, no limits unless told; with a series and a discipline note. */
export const makeExam = (db: Db, values: Partial<typeof exams.$inferInsert> = {}) =>
  baseMakeExam(db, { series: "测试系列", discipline: "独立完成", ...values });

/** A past attempt written straight to the table. */
export async function addAttempt(db: Db, userId: number, examId: number, values: Partial<typeof examRegistrations.$inferInsert>) {
  const [row] = await db
    .insert(examRegistrations)
    .values(
      registrationValues(userId, examId, {
        chineseName: "考生",
        companyName: "公司",
        phone: "13900000000",
        status: "passed",
        feeFen: 100,
        ...values,
      }),
    )
    .returning();
  return row!;
}

/** Texts a fresh code to the number through common/code and reads it from the outbox. */
export async function freshCode(client: TestClient, baseUrl: string, phone: string) {
  const sent = await client.call("common/code", { areaCode: "+86", mobile: phone, ticket: "t", randStr: "r" });
  if (sent.code !== 0) throw new Error(`common/code failed: ${sent.msg}`);
  return (await latestCode(baseUrl, phone))!;
}

export { ID_CARD };

/** A real camera-like JPEG (noise, so it is not tiny), base64 as the browser's canvas gives it. */
export async function cameraPhoto(width = 320, height = 180) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** The registration form's fields for an ID-card candidate. */
export function registrationForm(examid: number, phone: string, code: string, over: Record<string, unknown> = {}) {
  return {
    examid,
    chineseName: "张三",
    companyName: "测试公司",
    idType: 0,
    idCard: ID_CARD,
    idPic: "",
    areaCode: "+86",
    phone,
    code,
    beisenkey: "",
    ...over,
  };
}

const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** The same signed-in person calling from a phone browser (its User-Agent), sharing the cookie jar. */
export function fromPhone(baseUrl: string, client: TestClient) {
  const keys = new Map<string, string>();
  return createProtocolClient({
    baseUrl,
    store: { get: (k) => keys.get(k) ?? null, set: (k, val) => void keys.set(k, val) },
    headers: () => ({ "user-agent": PHONE_UA, cookie: [...client.cookies].map(([k, val]) => `${k}=${val}`).join("; ") }),
  });
}
