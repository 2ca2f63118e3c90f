import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localStorageDriver } from "@/api/providers/storage/local";
import { freshDatabase } from "@/tests/support/database";
import { rows } from "@/tests/support/sql";
import type { Database } from "../../client";
import { seedBulkUsers, seedDemo, seedIfEmpty } from "..";
import { silentLog } from "../progress";

const TABLES = [
  "provinces",
  "cities",
  "industries",
  "training_industries",
  "area_codes",
  "main_companies",
  "companies",
  "users",
  "special_columns",
  "special_tab_items",
  "company_bindings",
  "card_batches",
  "learning_cards",
  "letters",
  "course_packs",
  "course_pack_members",
  "enterprise_applications",
  "exam_questions",
];

async function counts(database: Database) {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = (await rows<{ n: number }>(database.db, `select count(*)::int as n from ${t}`))[0].n;
  return out;
}

let database: Database;
const coversDir = mkdtempSync(join(tmpdir(), "xuexi-covers-"));
const storage = localStorageDriver(coversDir);
afterAll(() => rmSync(coversDir, { recursive: true, force: true }));
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("seed", () => {
  test("seedDemo fills reference data, companies and demo accounts, and a second run changes nothing", async () => {
    await seedIfEmpty(database.db, storage);
    const first = await counts(database);
    expect(first).toMatchObject({ provinces: 34, training_industries: 21, area_codes: 17 });
    expect(first.companies).toBeGreaterThan(300);
    expect(first.main_companies).toBeGreaterThan(250);
    expect(first.users).toBeGreaterThan(30);
    expect(first).toMatchObject({ special_columns: 2, special_tab_items: 18 });
    // The demo enterprise registration waits for an operator.
    expect(first.enterprise_applications).toBe(1);
    const drawn = readdirSync(coversDir, { recursive: true }).length;
    await seedDemo(database.db, storage);
    await seedIfEmpty(database.db, storage);
    expect(await counts(database)).toEqual(first);
    // Nothing drawn again either: covers and portraits are made only for what is new.
    expect(readdirSync(coversDir, { recursive: true }).length).toBe(drawn);
  });

  test("the demo operator and HR hold their roles, the HR a company; learners have Chinese names", async () => {
    const staff = await rows<{ mobile: string; roles: string[]; company_id: number | null; company_name: string }>(
      database.db,
      "select mobile, roles, company_id, company_name from users where mobile in ('13900000000', '13900000001') order by mobile",
    );
    expect(staff[0]).toMatchObject({ mobile: "13900000000", roles: ["person", "operator"] });
    expect(staff[1]).toMatchObject({ mobile: "13900000001", roles: ["person", "enterprise"] });
    const [company] = await rows<{ company_name: string }>(
      database.db,
      `select company_name from companies where id = ${staff[1].company_id}`,
    );
    expect(company.company_name).toBe(staff[1].company_name);
    const learners = await rows<{ chinese_name: string }>(
      database.db,
      "select chinese_name from users where not ('operator' = any(roles) or 'enterprise' = any(roles))",
    );
    expect(learners.length).toBeGreaterThanOrEqual(24);
    for (const l of learners) expect(l.chinese_name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
  });

  test("the demo enterprise applicant waits for approval as a person, and has answered the survey", async () => {
    const [applicant] = await rows<{ roles: string[]; status: string; company_name: string; answers: number }>(
      database.db,
      `select u.roles, a.status, a.company_name, (select count(*)::int from interest_answers i where i.user_id = u.id) as answers
       from users u join enterprise_applications a on a.user_id = u.id where u.mobile = '13900000097'`,
    );
    expect(applicant).toMatchObject({ roles: ["person"], status: "pending", company_name: "星河互动广告有限公司" });
    expect(applicant.answers).toBeGreaterThan(0);
  });

  test("every company's main company exists and every seeded industry pair is valid", async () => {
    const orphans = await rows(
      database.db,
      "select c.id from companies c left join main_companies m on m.id = c.main_company_id where m.id is null",
    );
    expect(orphans).toEqual([]);
    const bad = await rows(
      database.db,
      `select u.id from users u left join industries f on f.id = u.industry_first and f.parent_id = 0
       left join industries l on l.id = u.industry_last and l.parent_id = u.industry_first
       where f.id is null or (u.industry_last is not null and l.id is null)`,
    );
    expect(bad).toEqual([]);
  });

  test("the demo learner 13900000002 is part-way through the recommended pack: 3 of its 5 courses finished", async () => {
    const [pack] = await rows<{ courses: number; finished: number; recommended: number; pack_score: number }>(
      database.db,
      `select p.recommended, p.pack_score, count(i.course_id)::int as courses, count(e.finished_at)::int as finished
       from course_packs p
       join course_pack_members m on m.pack_id = p.id
       join users u on u.id = m.user_id and u.mobile = '13900000002'
       join course_pack_items i on i.pack_id = p.id
       left join course_enrollments e on e.course_id = i.course_id and e.user_id = u.id
       where p.title = '千川投放进阶学习包'
       group by p.id`,
    );
    expect(pack).toEqual({ recommended: 1, pack_score: 20, courses: 5, finished: 3 });
  });

  test("seedBulkUsers adds N users in batches, and again adds none", async () => {
    const before = (await counts(database)).users;
    expect(await seedBulkUsers(database.db, 2500, silentLog)).toBe(2500);
    expect(await seedBulkUsers(database.db, 2500, silentLog)).toBe(0);
    expect((await counts(database)).users).toBe(before + 2500);
  });
});

describe("bun run seed", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "xuexi-seed-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function runSeed(...args: string[]) {
    const { DATABASE_URL: _embedded, ...env } = process.env;
    const proc = Bun.spawn([process.execPath, "scripts/seed.ts", ...args], {
      cwd: join(import.meta.dir, "../../.."),
      env: { ...env, DATA_DIR: dataDir },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    return { out, err, code };
  }

  test("seeds an embedded database with extra users, and a rerun adds none", async () => {
    const first = await runSeed("--users", "120");
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain("省份: 34");
    expect(first.out).toContain("新增批量用户 120 个");
    const again = await runSeed("--users", "120");
    expect(again.code).toBe(0);
    expect(again.out).toContain("新增批量用户 0 个");
  }, 120_000);

  test("refuses a count that is not a number", async () => {
    const bad = await runSeed("--users", "many");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("--users 必须是 0 到 10000000 之间的整数");
  });
});
