import { describe, expect } from "bun:test";
import { baseUrl, DESKTOP, PHONE, useBrowser } from "./support/browser";

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

describe("Covers come at the width a card shows them", () => {
  journey("a phone gets the live list's covers 320 pixels wide; a desktop the exam list's at 640, not as uploaded", async (newPage) => {
    const cases = [
      { viewport: PHONE, path: "/Learning/List?isLive=1", cover: ".training-card__cover img", width: 320 },
      { viewport: DESKTOP, path: "/certification/exam", cover: "img.exam-card__cover", width: 640 },
    ];
    for (const { viewport, path, cover, width } of cases) {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl}${path}`);
      // The cover the script draws, not the one of the frame the page came drawn with (docs/decisions/0044).
      await page.locator(".first-frame").waitFor({ state: "detached" });
      const first = page.locator(cover).first();
      await first.scrollIntoViewIfNeeded();
      await page.waitForFunction((selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return img?.complete && img.naturalWidth > 0;
      }, cover);
      // The variant the browser chose from the srcset (the server's own test checks each is that wide).
      const chosen = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search);
      expect({ path, chosen }).toEqual({ path, chosen: `?w=${width}` });
    }
  });
});
