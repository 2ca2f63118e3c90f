import { describe, expect } from "bun:test";
import { openAdminMenu, signInToAdmin } from "./support/admin";
import { useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";

/** A demo pack whose creator (13900000012) and reviewer (13900000016) no other journey counts letters of. */
const PACK = "代理商认证备考包";

const { journey } = useBrowser();

describe("course packs in the back office", () => {
  journey(
    "an operator opens a demo pack, sets its points, hides it with a reason and shows it again, and hides a review",
    async (newPage) => {
      const page = await newPage();
      await signInToAdmin(page, OPERATOR);
      await page.getByText("用户总数").waitFor();

      await openAdminMenu(page, "课程与学习", "学习包", { exact: true });
      const row = page.getByRole("row", { name: new RegExp(PACK) });
      await row.getByText("139****0012").waitFor();
      await row.getByRole("cell", { name: PACK }).click();

      await page.getByRole("tab", { name: "课程与直播" }).click();
      await page.getByRole("cell", { name: "代理商认证备考指南" }).waitFor();
      await page.getByRole("cell", { name: "30", exact: true }).waitFor();

      await page.getByRole("link", { name: "编辑" }).click();
      const score = page.getByRole("spinbutton", { name: "完成奖励积分" });
      await score.waitFor();
      expect(await score.inputValue()).toBe("0");
      await score.fill("-5");
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByText("完成奖励积分须为0到1000的整数").waitFor();
      await score.fill("30");
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByRole("tab", { name: "基本信息" }).waitFor();
      await page.getByText("30", { exact: true }).first().waitFor();

      await page.getByRole("button", { name: "隐藏" }).click();
      const dialog = page.getByRole("dialog", { name: "隐藏学习包" });
      await dialog.getByRole("button", { name: "隐藏" }).click();
      await dialog.getByText("请填写隐藏原因").waitFor();
      await dialog.getByLabel("隐藏原因").fill("简介含有联系方式");
      await dialog.getByRole("button", { name: "隐藏" }).click();
      await page.getByText("简介含有联系方式").waitFor();
      await page.getByRole("button", { name: "取消隐藏" }).click();
      await page.getByRole("button", { name: "确认" }).click();
      await page.getByRole("button", { name: "隐藏" }).waitFor();

      await openAdminMenu(page, "课程与学习", "学习包评价");
      const review = page.getByRole("row", { name: /备考指南很实用/ });
      await review.getByRole("button", { name: "隐藏" }).click();
      const replyDialog = page.getByRole("dialog", { name: "隐藏评价" });
      await replyDialog.getByLabel("隐藏原因").fill("与课程无关");
      await replyDialog.getByRole("button", { name: "隐藏" }).click();
      await review.getByRole("button", { name: "取消隐藏" }).waitFor();
    },
  );
});
