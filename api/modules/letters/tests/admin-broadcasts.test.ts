import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { users } from "@/db/schema/account/users";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";

type Inbox = { list: { title: string; content: string; url: string }[]; unread: number };

let srv: TestServer;
let op: AdminBrowser;
let people: Awaited<ReturnType<typeof signedInPeople>>;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000040", "运营戊");
  people = await signedInPeople(srv.deps.db, srv.url, 3, 17440000000);
  await srv.deps.db
    .update(users)
    .set({ roles: ["person", "enterprise"] })
    .where(eq(users.id, people[1].id));
  await srv.deps.db.update(users).set({ disabled: 1 }).where(eq(users.id, people[2].id));
}, 60_000);
afterAll(() => srv.stop());

const inbox = async (i: number) => (await people[i].client.call<Inbox>("my/GetLetterList", {})).data;
const letter = { title: "系统维护通知", content: "本周六 22:00-24:00 系统维护，期间暂停报名。", link: "/home/index" };

describe("letters from the back office", () => {
  test("to one person: only they receive it, the broadcast counts one and is audited", async () => {
    const res = await op.post("/letter-broadcasts", { ...letter, audience: "user", userId: people[0].id });
    expect(res).toMatchObject({ status: 201, json: { audience: "user", userId: people[0].id, recipients: 1 } });
    expect((await inbox(0)).list).toEqual([
      expect.objectContaining({ title: "系统维护通知", content: letter.content, url: "/home/index", isRead: 0 }),
    ]);
    expect((await inbox(1)).list).toEqual([]);
    expect((await auditRows(srv.deps.db, "letter-broadcasts", res.json.id))[0]).toMatchObject({ action: "create" });
  });

  test("to a role, and to everyone: disabled accounts get nothing", async () => {
    const toEnterprise = await op.post("/letter-broadcasts", { ...letter, title: "企业通知", audience: "role", role: "enterprise" });
    const enterpriseCount = (await srv.deps.db.select().from(users).where(eq(users.disabled, 0))).filter((u) =>
      u.roles.includes("enterprise"),
    ).length;
    expect(toEnterprise.json.recipients).toBe(enterpriseCount);
    expect((await inbox(1)).list.map((l) => l.title)).toEqual(["企业通知"]);
    expect((await inbox(0)).list.map((l) => l.title)).not.toContain("企业通知");

    const toAll = await op.post("/letter-broadcasts", { ...letter, title: "全员通知", audience: "all" });
    const active = await srv.deps.db.select({ id: users.id }).from(users).where(eq(users.disabled, 0));
    expect(toAll.json.recipients).toBe(active.length);
    expect((await inbox(0)).list[0].title).toBe("全员通知");
    expect(await srv.deps.db.select().from(letters).where(eq(letters.userId, people[2].id))).toEqual([]);

    const listed = await op.get(
      `/letter-broadcasts${listQuery({ sort: ["createdAt", "DESC"], range: [0, 9], filter: { audience: "all" } })}`,
    );
    expect(listed.json.map((b: { title: string }) => b.title)).toEqual(["全员通知"]);
  });

  test("bad input is refused in Chinese, field by field; a disabled or missing person is refused", async () => {
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "user" })).toMatchObject({
      status: 400,
      json: { message: "请选择收件人" },
    });
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "role" })).toMatchObject({
      status: 400,
      json: { message: "请选择角色" },
    });
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "all", title: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入标题" },
    });
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "all", link: "https://evil.example.com" })).toMatchObject({
      status: 400,
      json: { message: "链接须是本站页面地址，以 / 开头" },
    });
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "all", link: "//evil.example.com" })).toMatchObject({ status: 400 });
    // What the portal's safeRedirect would turn into '/' is refused here too, naming the link.
    for (const link of ["/\\evil.example", "/%2F%2Fevil.example", "/%5Cevil.example"]) {
      expect(await op.post("/letter-broadcasts", { ...letter, audience: "all", link })).toMatchObject({
        status: 400,
        json: { message: "链接须是本站页面地址，以 / 开头", field: "link" },
      });
    }
    const search = await op.post("/letter-broadcasts", { ...letter, audience: "all", title: "搜索链接", link: "/Faq/Search?key=千川" });
    expect(search.status).toBe(201);
    expect(await op.post("/letter-broadcasts", { ...letter, audience: "user", userId: people[2].id })).toMatchObject({
      status: 400,
      json: { message: "该用户不存在或已停用" },
    });
    expect((await inbox(0)).list.filter((l) => l.title === letter.title)).toHaveLength(1);
  });

  test("an enterprise account may neither read nor send", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000042", { roles: ["person", "enterprise"] });
    expect((await hr.get("/letter-broadcasts")).status).toBe(403);
    expect((await hr.post("/letter-broadcasts", { ...letter, audience: "all" })).status).toBe(403);
  });
});
