import type { Locator, Page } from "playwright-core";
import { signInWithForm } from "./portal";

/** Ticks a chip of the survey by its text within `scope` (a category's fieldset or a revealed question). */
export const chip = (scope: Locator, name: string) =>
  scope.locator("label.interest-chip").filter({ has: scope.page().getByText(name, { exact: true }) });
const pageOf = (scope: Page | Locator) => ("page" in scope ? scope.page() : scope);
export const cate = (scope: Page | Locator, legend: string) =>
  scope.locator("fieldset.interest-survey__cate").filter({ has: pageOf(scope).locator("legend", { hasText: legend }) });

/** Answers every category but identity with its first choices. */
export async function answerTheRest(scope: Page | Locator) {
  await chip(cate(scope, "您关注的岗位"), "市场营销").click();
  await chip(cate(scope, "您关注的行业"), "电商零售").click();
  await chip(cate(scope, "您所处的成长阶段"), "初级（1-3年）").click();
  await chip(cate(scope, "您的营销行为"), "搜索推广").click();
  await chip(cate(scope, "您的营销目的"), "品牌曝光").click();
  await chip(cate(scope, "您关注的营销话题"), "投放策略").click();
}

/**
 * A person new to the site: signs in through the login form with a number that has no account yet, which makes it,
 * and fills in the interest page the site then shows a newcomer (name, company, industry, a choice in every
 * category) before it goes on to where they were headed. Journeys whose person needs no seeded data use one of
 * their own this way, so they share no one with another journey.
 */
export async function signInAsNewcomer(scope: Page | Locator, mobile: string, name: string) {
  const page = pageOf(scope);
  await signInWithForm(scope, mobile);
  await page.waitForURL(/\/user\/interest\?gotoUrl=/);
  await page.getByLabel("中文姓名").fill(name);
  await page.getByLabel("公司名称").fill("北京测试科技有限公司");
  await page.getByLabel("一级行业").selectOption({ label: "教育" });
  await chip(cate(page, "您的身份"), "广告主").click();
  await answerTheRest(page);
  await page.getByRole("button", { name: "提交" }).click();
  await page.waitForURL((url) => url.pathname !== "/user/interest");
}
