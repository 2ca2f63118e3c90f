import { parseArgs } from "node:util";
import { and, eq, not, sql } from "drizzle-orm";
import * as v from "valibot";
import { recordAudit } from "@/api/admin/audit";
import { type CreateOperator, CreateOperatorSchema, ROLE_LABELS } from "@/api/contract/admin";
import { EnvError, loadEnv } from "@/api/env";
import { ensureUser } from "@/api/modules/account/queries";
import { type Db, migrateDatabase, openDatabase } from "@/db/client";
import { users } from "@/db/schema/account/users";

const USAGE = "用法: bun run create-operator --mobile 13800000000 [--area-code +86] [--name 张三]";
/** The audit log's actor for changes made from the command line (no signed-in user). */
const CLI_ACTOR = { id: 0, name: "命令行 create-operator" };

/** A mistake on the command line: shown as it is, with the usage. */
class UsageError extends Error {}

/** Creates the user if needed and grants the operator role; the grant is one conditional update, audited. */
export async function createOperator(db: Db, input: CreateOperator) {
  return db.transaction(async (tx) => {
    const { user: before, created } = await ensureUser(tx, input.areaCode, input.mobile);
    const [granted] = await tx
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, 'operator')` })
      .where(and(eq(users.id, before.id), not(sql`${users.roles} @> ARRAY['operator']::text[]`)))
      .returning();
    const [named] = input.name ? await tx.update(users).set({ chineseName: input.name }).where(eq(users.id, before.id)).returning() : [];
    const after = named ?? granted ?? before;
    if (created || granted || named) {
      await recordAudit(tx, {
        actor: CLI_ACTOR,
        action: created ? "create" : "update",
        resource: "users",
        recordId: after.id,
        before: created ? null : before,
        after,
      });
    }
    return { user: after, created, granted: !!granted, renamed: !created && !!named };
  });
}

export function summarize({ user, created, granted, renamed }: Awaited<ReturnType<typeof createOperator>>) {
  const number = `${user.areaCode} ${user.mobile}`;
  const who = user.chineseName ? `${user.chineseName}（${number}）` : number;
  const role = ROLE_LABELS.operator;
  const what = created
    ? `已创建用户 ${who}，并授予${role}角色`
    : granted
      ? `用户 ${who}已存在，已授予${role}角色`
      : `用户 ${who}已经是${role}，角色未变`;
  return `${what}${renamed ? `，姓名已设为 ${user.chineseName}` : ""}（用户 ID ${user.id}）。\n请用该手机号在后台 /admin/ 以短信验证码登录。`;
}

/** Reads and checks the command line; throws a Chinese message for the person at the terminal. */
export function parseCommandLine(argv: string[]): CreateOperator {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { mobile: { type: "string" }, "area-code": { type: "string", default: "+86" }, name: { type: "string" } },
      strict: true,
    }));
  } catch {
    throw new UsageError(`参数有误。\n${USAGE}`);
  }
  const result = v.safeParse(CreateOperatorSchema, { areaCode: values["area-code"], mobile: values.mobile ?? "", name: values.name });
  if (!result.success) {
    const given = values.mobile ? `（收到: ${values["area-code"]} ${values.mobile}）` : "";
    throw new UsageError(`${result.issues[0].message}${given}。\n${USAGE}`);
  }
  return result.output;
}

if (import.meta.main) {
  try {
    const input = parseCommandLine(process.argv.slice(2));
    const database = await openDatabase(loadEnv());
    try {
      await migrateDatabase(database);
      console.log(summarize(await createOperator(database.db, input)));
    } finally {
      await database.close();
    }
  } catch (e) {
    console.error(e instanceof EnvError || e instanceof UsageError ? e.message : e);
    process.exit(1);
  }
}
