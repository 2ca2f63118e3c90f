import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { Glob } from "bun";
import { ADMIN_ACCESS, mayAccess } from "@/api/contract/admin";
import { i18nProvider } from "../../providers/i18n";
import { entryCount, FOLD_ABOVE, MENU_SECTIONS, sectionOf, visibleSections } from "../menu-groups";

const OPERATOR = ["person", "operator"];
const HR = ["person", "enterprise"];

/** The resources whose folder under admin/resources gives them a list, each a page of the menu. */
async function listedResources() {
  const dir = resolve(import.meta.dir, "../../resources");
  const names: string[] = [];
  for (const file of new Glob("*/index.{ts,tsx}").scanSync(dir)) {
    const definition: { default: { list?: unknown } } = await import(resolve(dir, file));
    if (definition.default.list) names.push(file.split("/")[0]);
  }
  return names.sort();
}

const labels = (sections: ReturnType<typeof visibleSections>) =>
  sections.map((s) => ({
    section: i18nProvider.translate(`app.menu.${s.key}`),
    items: s.resources.map((r) => i18nProvider.translate(`resources.${r}.name`, { smart_count: 2 })),
    devTools: s.devTools,
  }));

describe("the back office's menu", () => {
  test("is at most 8 sections, each named in Chinese", () => {
    expect(MENU_SECTIONS.length).toBeLessThanOrEqual(8);
    for (const { key } of MENU_SECTIONS) expect(i18nProvider.translate(`app.menu.${key}`)).toMatch(/^[\u4e00-\u9fff、与]+$/);
  });

  test("holds every list exactly once, and only lists", async () => {
    const listed = await listedResources();
    const inMenu: string[] = MENU_SECTIONS.flatMap((s) => s.resources);
    expect([...inMenu].sort()).toEqual(listed);
    expect(new Set(inMenu).size).toBe(inMenu.length);
    expect(listed.length).toBeGreaterThan(60);
  });

  test("gives every resource of the api one section at most, so a page without a list still opens its parent's", () => {
    const placed = MENU_SECTIONS.flatMap((s) => [...s.resources, ...(s.reached ?? [])]);
    expect(new Set(placed).size).toBe(placed.length);
    for (const r of placed) expect(Object.hasOwn(ADMIN_ACCESS, r)).toBe(true);
    expect(sectionOf("course-lessons")).toBe("courses");
    expect(sectionOf("exam-bookings")).toBe("certification");
    expect(sectionOf("exam-registrations")).toBe("certification");
    expect(sectionOf("load-test")).toBe("system");
    expect(sectionOf(null)).toBeNull();
    expect(sectionOf("no-such-thing")).toBeNull();
  });

  test("shows an operator every section, 压测 under 开发工具 in 系统 outside production only", () => {
    const dev = visibleSections(OPERATOR, { devTools: true });
    expect(dev.map((s) => s.key)).toEqual(MENU_SECTIONS.map((s) => s.key));
    expect(dev.find((s) => s.key === "system")?.devTools).toEqual(["load-test"]);
    expect(i18nProvider.translate("app.menu.dev_tools")).toBe("开发工具");

    const production = visibleSections(OPERATOR, { devTools: false });
    expect(production.map((s) => s.key)).toEqual(MENU_SECTIONS.map((s) => s.key));
    expect(production.flatMap((s) => s.devTools)).toEqual([]);
    // Long: its sections start folded.
    expect(entryCount(dev)).toBeGreaterThan(FOLD_ABOVE);
  });

  test("shows an enterprise account its own sections and lists only, short enough to start open", () => {
    const sections = visibleSections(HR, { devTools: true });
    expect(labels(sections)).toEqual([
      { section: "用户与企业", items: ["用户", "公司", "企业绑定申请"], devTools: [] },
      { section: "课程与学习", items: ["学员学习情况"], devTools: [] },
      { section: "认证考试", items: ["考试报名审核", "证书", "报销考试"], devTools: [] },
      { section: "招聘", items: ["公司主页", "职位", "投递管理", "面试安排", "人才库", "认证员工"], devTools: [] },
    ]);
    for (const r of sections.flatMap((s) => s.resources)) expect(mayAccess(HR, r, "read")).toBe(true);
    expect(entryCount(sections)).toBeLessThanOrEqual(FOLD_ABOVE);
  });

  test("shows a role no list it may not read, and no section for one without a back-office role", () => {
    const operator = visibleSections(OPERATOR, { devTools: false }).flatMap((s) => s.resources);
    for (const r of operator) expect(mayAccess(OPERATOR, r, "read")).toBe(true);
    expect(visibleSections(["person"], { devTools: true })).toEqual([]);
  });
});
