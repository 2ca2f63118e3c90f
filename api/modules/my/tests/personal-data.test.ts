import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { MyDataArchive } from "@/api/contract/my-profile";
import { PERSONAL_DATA } from "@/api/modules/personal-data";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

/** Columns that name a person without a foreign key saying so. */
const PERSON_COLUMNS = ["user_id", "creator_id", "author_id", "created_by", "used_by", "bound_by", "decided_by", "sent_by", "actor_id"];

describe("the list of what holds personal data", () => {
  test("names every table of the migrated database that points at a person, and only tables that exist", async () => {
    const pointing = await rows<{ table_name: string }>(
      srv.deps.db,
      `select distinct tc.table_name from information_schema.table_constraints tc
         join information_schema.constraint_column_usage u on u.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and u.table_name = 'users' and tc.table_schema = 'public'
       union
       select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name in (${PERSON_COLUMNS.map((c) => `'${c}'`).join(", ")})`,
    );
    const listed = PERSONAL_DATA.flatMap((h) => h.tables);
    const forgotten = pointing.map((r) => r.table_name).filter((t) => !listed.includes(t));
    expect(forgotten).toEqual([]);
    const existing = await rows<{ table_name: string }>(
      srv.deps.db,
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(listed.filter((t) => !existing.some((e) => e.table_name === t))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe("closing an account takes what names the person with it", () => {
  test("the CV, its photo, job alerts, survey answers and their uploads, pack replies and WeChat go; the export held them first", async () => {
    const browser = testClient(srv.url, { ip: "10.46.0.1" });
    expect((await signIn(browser, srv.url, "13800146001")).code).toBe(0);
    const id = (await browser.call<{ id: number }>("my/userinfo")).data.id;
    const photo = `/uploads/cv/2026-12/cv${id}photo.jpg`;
    const licence = `/uploads/survey/${id}/licence${id}.pdf`;
    const othersFile = `/uploads/survey/${id + 1000}/licence.pdf`;
    for (const path of [photo, licence, othersFile]) await srv.deps.storage.put(path.slice("/uploads/".length), new Uint8Array([1, 2, 3]));
    const db = srv.deps.db;
    await rows(db, `insert into cvs (user_id, chinese_name, city, is_public, photo) values (${id}, '赵简历', '杭州市', 1, '${photo}')`);
    await rows(db, `insert into cv_works (user_id, start_time, company_name) values (${id}, '2020/01', '星河科技')`);
    await rows(db, `insert into job_alerts (user_id, filters) values (${id}, '{"key":"运营"}')`);
    await rows(
      db,
      `insert into reseller_survey_responses (user_id, answers) values (${id}, '${JSON.stringify([
        { id: 1, name: "联系人", val: "赵联系", type: "text" },
        { id: 2, name: "营业执照", val: licence, type: "file" },
        { id: 3, name: "别人的文件", val: othersFile, type: "file" },
      ])}')`,
    );
    const [pack] = await rows<{ id: number }>(db, `insert into course_packs (creator_id, title) values (${id}, '我的课包') returning id`);
    await rows(db, `insert into course_pack_replies (pack_id, user_id, content, score) values (${pack!.id}, ${id}, '赵的留言', 5)`);
    await rows(db, `insert into wechat_identities (user_id, app_id, open_id, nickname) values (${id}, 'wx1', 'open-${id}', '赵微信')`);

    const archive = (await browser.call<MyDataArchive>("my/ExportData")).data;
    const text = JSON.stringify(archive);
    for (const held of ["赵简历", "星河科技", "运营", "赵联系", "我的课包", "赵的留言", "赵微信"]) expect(text).toContain(held);
    expect(archive.applications).toEqual([]);

    expect((await browser.call("my/CloseAccount", { confirm: "注销账号" })).code).toBe(0);
    for (const table of ["cvs", "cv_works", "job_alerts", "reseller_survey_responses", "course_pack_replies", "wechat_identities"]) {
      expect([table, await rows(db, `select 1 from ${table} where user_id = ${id}`)]).toEqual([table, []]);
    }
    expect(await srv.deps.storage.get(photo.slice("/uploads/".length))).toBeNull();
    expect(await srv.deps.storage.get(licence.slice("/uploads/".length))).toBeNull();
    // An answer naming a file under someone else's id deletes nothing.
    expect(await srv.deps.storage.get(othersFile.slice("/uploads/".length))).not.toBeNull();
    // The pack others may have joined stays, its creator now anonymous.
    expect(await rows(db, `select title from course_packs where id = ${pack!.id}`)).toEqual([{ title: "我的课包" }]);
  });
});
