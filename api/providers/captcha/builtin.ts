import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import svgCaptcha from "svg-captcha";
import { captchas } from "@/db/schema/protocol";
import type { CaptchaDriver } from "./types";

const TTL_MS = 5 * 60_000;
const hash = (answer: string) => createHash("sha256").update(answer.toLowerCase()).digest("hex");

/** An image captcha drawn here (svg-captcha): no outside service. Each challenge may be tried once. */
export const builtinCaptcha: CaptchaDriver = {
  name: "builtin",
  async challenge(db) {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 3, color: true, ignoreChars: "0oO1ilI", width: 120, height: 44 });
    const ticket = randomBytes(16).toString("base64url");
    await db.insert(captchas).values({ id: ticket, answerHash: hash(text), expiresAt: new Date(Date.now() + TTL_MS) });
    await db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 hour'`);
    return { ticket, image: `data:image/svg+xml;base64,${Buffer.from(data).toString("base64")}` };
  },
  async verify(db, ticket, randStr) {
    if (typeof ticket !== "string" || typeof randStr !== "string" || randStr.length > 16) return false;
    // Spend the challenge whatever the answer, so it cannot be guessed at repeatedly.
    const [row] = await db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.id, ticket), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
      .returning({ answerHash: captchas.answerHash });
    return !!row && row.answerHash === hash(randStr.trim());
  },
};
