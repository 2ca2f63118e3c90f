import { describe, expect } from "bun:test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { signInToAdmin } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";
import { OPERATOR } from "./support/people";
import { signInWithForm } from "./support/portal";

/** A demo learner of db/seed with seeded points whom no other journey uses. */
const BUYER = "13900000041";
// 41 also holds the demo's complete profile (db/seed/profile.ts) and company binding (db/seed/binding.ts).
/** The demo learner with seeded orders (db/seed/shop.ts), whom no other journey signs in. */
const SHOPPER = "13900000002";

const { journey } = useBrowser();

describe("the points shop", () => {
  journey("a learner on a phone buys a gift with points; an operator ships it; the learner sees the courier number", async (newPage) => {
    const page = await newPage(PHONE);
    await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent("/jshop")}`);
    await signInWithForm(page, BUYER);
    await page.waitForURL(/\/jshop$/);
    await page.getByRole("heading", { name: "积分商城" }).waitFor();
    const before = Number(await page.locator(".shop-head__score strong").textContent());
    expect(before).toBeGreaterThan(800);
    await expectNoSeriousA11yViolations(page);

    // Only what ships by courier, then the gift.
    await page.getByRole("button", { name: "快递配送" }).click();
    await page.waitForURL(/buyType=1/);
    await page.getByRole("link", { name: /定制保温杯/ }).click();
    await page.waitForURL(/\/jshop\/detail\/\d+$/);
    await page.getByRole("button", { name: "立即兑换" }).click();
    const dialog = page.getByRole("dialog", { name: "兑换商品" });
    await dialog.waitFor();

    // The recipient starts as the buyer's profile says (db/seed/profile.ts), not asked again.
    const address = dialog.getByLabel("详细地址");
    await page.waitForFunction((el) => (el as HTMLTextAreaElement).value !== "", await address.elementHandle());
    expect(await address.inputValue()).toBe("浙江省杭州市西湖区文三路 478 号");
    expect(await dialog.getByLabel("手机号").inputValue()).toBe(BUYER);
    expect(await dialog.getByRole("combobox", { name: "城市" }).inputValue()).toBe("杭州市");
    expect(await dialog.getByLabel("收货人").inputValue()).not.toBe("");

    // Cleared and sent: each of the spec's messages; what was typed stays.
    await dialog.getByLabel("收货人").fill("");
    await dialog.getByLabel("手机号").fill("");
    await dialog.getByRole("combobox", { name: "省份" }).selectOption({ label: "请选择省份" });
    await address.fill("");
    await dialog.getByRole("button", { name: "确认兑换" }).click();
    await dialog.getByText("收货人不能为空").waitFor();
    await dialog.getByText("手机格式不正确").waitFor();
    await dialog.getByText("省市不能为空").waitFor();
    await dialog.getByText("详细地址不能为空").waitFor();
    await dialog.getByLabel("收货人").fill("王小明");
    await dialog.getByLabel("手机号").fill("1380013800");
    await dialog.getByRole("combobox", { name: "省份" }).selectOption({ label: "广东省" });
    await dialog.getByRole("combobox", { name: "城市" }).selectOption({ label: "广州市" });
    await dialog.getByLabel("详细地址").fill("天河区体育西路1号");
    await dialog.getByRole("button", { name: "确认兑换" }).click();
    await dialog.getByText("手机格式不正确").waitFor();
    expect(await dialog.getByLabel("收货人").inputValue()).toBe("王小明");
    await dialog.getByLabel("手机号").fill("13800138000");
    await dialog.getByRole("button", { name: "确认兑换" }).click();

    // Success goes to the exchange record, the order waiting to ship.
    await page.waitForURL(/\/jshop\/exchange$/);
    const order = page.locator(".shop-order").filter({ hasText: "定制保温杯" }).first();
    await order.getByText("待发货").waitFor();
    await order.getByText("广东省广州市天河区体育西路1号").waitFor();
    const orderId = await order.getAttribute("data-order");
    expect(orderId).toMatch(/^\d+$/);
    await expectNoSeriousA11yViolations(page);

    // The operator ships it from the order's page in the back office.
    const admin = await newPage(DESKTOP);
    await signInToAdmin(admin, OPERATOR);
    await admin.goto(`${baseUrl}/admin/shop-orders/${orderId}/show`);
    await admin.getByText("王小明").waitFor();
    await admin.getByRole("button", { name: "发货" }).click();
    const ship = admin.getByRole("dialog");
    await ship.getByRole("button", { name: "确认发货" }).click();
    await ship.getByText("请填写快递公司").waitFor();
    await ship.getByLabel("快递公司").fill("顺丰速运");
    await ship.getByLabel("快递单号").fill("SF9988776655");
    await ship.getByRole("button", { name: "确认发货" }).click();
    await admin.getByText("已发货，已通知兑换人").waitFor();
    await admin.getByText("SF9988776655").waitFor();

    // The learner sees the courier and the number, and their points went down by the price.
    await page.reload();
    const shipped = page.locator(`.shop-order[data-order="${orderId}"]`);
    await shipped.getByText("已发货").waitFor();
    await shipped.getByText("顺丰速运").waitFor();
    await shipped.getByText("SF9988776655").waitFor();
    await page.goto(`${baseUrl}/jshop`);
    await page.getByRole("heading", { name: "积分商城" }).waitFor();
    expect(Number(await page.locator(".shop-head__score strong").textContent())).toBe(before - 800);
  });
});

describe("a purchase the server refuses", () => {
  journey(
    "a product taken off the shelf while the dialog is open: '错误提示:' with the server's message, nothing bought",
    async (newPage) => {
      // The seed keeps 旧款鼠标垫 off the shelf; the operator puts it on for this journey and takes it off again.
      const admin = await newPage(DESKTOP);
      await signInToAdmin(admin, OPERATOR);
      const shelve = (onShelf: boolean) =>
        admin.evaluate(async (on) => {
          const query = `filter=${encodeURIComponent(JSON.stringify({ q: "旧款鼠标垫" }))}`;
          const [product] = await (await fetch(`/admin/api/shop-products?${query}`)).json();
          const res = await fetch(`/admin/api/shop-products/${product.id}`, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...product, onShelf: on }),
          });
          return { status: res.status, id: product.id as number };
        }, onShelf);
      const { status, id } = await shelve(true);
      expect(status).toBe(200);

      const page = await newPage(DESKTOP);
      await page.goto(`${baseUrl}/user/login?gotoUrl=${encodeURIComponent(`/jshop/detail/${id}`)}`);
      await signInWithForm(page, SHOPPER);
      await page.waitForURL(new RegExp(`/jshop/detail/${id}$`));
      await page.getByRole("button", { name: "立即兑换" }).click();
      const dialog = page.getByRole("dialog", { name: "兑换商品" });
      await dialog.getByLabel("收货人").fill("王小明");
      await dialog.getByLabel("手机号").fill("13800138000");
      await dialog.getByRole("combobox", { name: "省份" }).selectOption({ label: "北京市" });
      await dialog.getByRole("combobox", { name: "城市" }).selectOption({ index: 1 });
      await dialog.getByLabel("详细地址").fill("朝阳区建国路1号");

      expect((await shelve(false)).status).toBe(200);
      await dialog.getByRole("button", { name: "确认兑换" }).click();
      await page.getByText("错误提示:商品不存在或已下架").first().waitFor();
      expect(page.url()).toMatch(new RegExp(`/jshop/detail/${id}$`));
      expect(await dialog.getByLabel("收货人").inputValue()).toBe("王小明");
    },
  );
});
