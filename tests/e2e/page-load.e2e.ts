import { describe, expect } from "bun:test";
import { baseUrl, PHONE, useBrowser } from "./support/browser";

const { journey } = useBrowser();

describe("A first visit fetches a page's code together with the entry", () => {
  journey("every script a page runs on its first load is named in the page itself: the entry and its route's chunks", async (newPage) => {
    for (const path of ["/", "/Learning/List?isLive=1", "/Training/Detail/demo-upcoming", "/certification/exam"]) {
      const page = await newPage(PHONE);
      const scripts: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
      });
      await page.goto(`${baseUrl}${path}`);
      await page.locator("main h1, main h2").first().waitFor();
      const named = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('script[src], link[rel="modulepreload"]'),
          (el) => new URL(el instanceof HTMLScriptElement ? el.src : el.href).pathname,
        ),
      );
      expect(named.length).toBeGreaterThan(1);
      expect({ path, notNamed: scripts.filter((s) => !named.includes(s)) }).toEqual({ path, notNamed: [] });
    }
  });
});
