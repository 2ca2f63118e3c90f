import { DEMO_ACCOUNTS } from "@/db/seed";

type Started = {
  port: number;
  production: boolean;
  /** `PGlite (./.data)` or `PostgreSQL`; on PostgreSQL the demo data comes from `bun run seed`, not from start. */
  database: string;
  embedded: boolean;
  devRoutes: boolean;
  captcha: "builtin" | "off" | "tencent";
};

/** What a person meets before an SMS code is sent, as CAPTCHA_DRIVER sets it. */
const CAPTCHA_LINES = {
  builtin: "获取短信验证码前先填图形验证码（开发时可设 CAPTCHA_DRIVER=off 关闭）",
  off: "图形验证码已关闭（CAPTCHA_DRIVER=off），获取短信验证码无需填写",
  tencent: "获取短信验证码前先过腾讯验证码（CAPTCHA_DRIVER=tencent）",
} as const;

/**
 * What `bun run start` prints once it serves. The first line's format is parsed by tests/support/product-process.ts.
 * In development it also names the demo accounts (from the seed's own constants) and where a sign-in code can be read,
 * since the outbox driver sends no text; never in production, where no demo person exists.
 */
export function startBanner({ port, production, database, embedded, devRoutes, captcha }: Started) {
  const origin = `http://localhost:${port}`;
  const lines = [`门户: ${origin}/   后台: ${origin}/admin/`, `数据库: ${database}`];
  if (production) return lines.join("\n");
  const { operators, hr, applicant, learners } = DEMO_ACCOUNTS;
  lines.push(
    `演示账号${embedded ? "" : " (先运行 bun run seed)"}，用短信验证码登录: 运营 ${operators.join("、")}，企业 HR ${hr}，学员 ${learners[0]} 至 ${learners[1]}，待审核的企业申请人 ${applicant}`,
    CAPTCHA_LINES[captcha],
  );
  if (devRoutes) {
    lines.push(
      "短信验证码不会真的发出，而是存入短信发件箱：在后台「短信发件箱」查看，或：",
      `  curl -XPOST ${origin}/api/dev/smsoutbox -H 'content-type: application/json' -d '{"mobile":"${operators[0]}"}'`,
    );
  }
  return lines.join("\n");
}
