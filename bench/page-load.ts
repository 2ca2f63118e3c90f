import type { Browser, BrowserContext } from "playwright-core";

/** How a load is made: the window, and the phone link and CPU it is slowed to (none: loopback at full speed). */
export type Profile = {
  name: string;
  label: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  throttle?: { downKbps: number; upKbps: number; rttMs: number; cpuSlowdown: number };
};

/** One layout shift not caused by input: when, how much, and what moved (element, rectangle before → after). */
type Shift = { atMs: number; value: number; sources: string[] };

export type LoadFigures = {
  lcpMs: number;
  /** The element of the last LCP candidate. */
  lcpElement: string;
  /** Cumulative layout shift: the largest session window (gaps under 1 s, at most 5 s), as Lighthouse and web-vitals count it. */
  cls: number;
  shifts: Shift[];
  /** Bytes on the wire (headers included), all responses and scripts alone, and the number of requests. */
  transferBytes: number;
  jsBytes: number;
  requests: number;
};

type Vitals = { lcp: { atMs: number; element: string }[]; shifts: Shift[]; flush: () => void };

/**
 * Runs in the page before its own scripts: records every LCP candidate and every layout shift without recent input,
 * describing each element when the entry comes (it may be gone by the end of the load).
 */
function observeVitals() {
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const describe = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    if (!el) return "(已移除)";
    const classes = typeof el.className === "string" ? el.className.trim().split(/\s+/).filter(Boolean) : [];
    return [el.tagName.toLowerCase() + (el.id ? `#${el.id}` : ""), ...classes].join(".");
  };
  const rect = (r: DOMRectReadOnly) => `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)})`;
  const vitals: Vitals = { lcp: [], shifts: [], flush: () => {} };
  const onLcp = (entries: PerformanceEntryList) => {
    for (const e of entries as LargestContentfulPaint[]) vitals.lcp.push({ atMs: e.startTime, element: describe(e.element) });
  };
  const onShift = (entries: PerformanceEntryList) => {
    for (const e of entries as LayoutShift[])
      if (!e.hadRecentInput)
        vitals.shifts.push({
          atMs: e.startTime,
          value: e.value,
          sources: e.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)}→${rect(s.currentRect)}`),
        });
  };
  const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
  const shifts = new PerformanceObserver((list) => onShift(list.getEntries()));
  lcp.observe({ type: "largest-contentful-paint", buffered: true });
  shifts.observe({ type: "layout-shift", buffered: true });
  vitals.flush = () => {
    onLcp(lcp.takeRecords());
    onShift(shifts.takeRecords());
  };
  Object.assign(window, { benchVitals: vitals });
}

/** The largest sum of shifts in one session window: shifts less than 1 s apart, the window at most 5 s long. */
function cumulativeShift(shifts: Shift[]) {
  let best = 0;
  let sum = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of [...shifts].sort((a, b) => a.atMs - b.atMs)) {
    if (s.atMs - last > 1000 || s.atMs - first > 5000) {
      sum = 0;
      first = s.atMs;
    }
    sum += s.value;
    last = s.atMs;
    best = Math.max(best, sum);
  }
  return best;
}

/** How long no request may be in flight before a load counts as over (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 1000;

type Cdp = Awaited<ReturnType<BrowserContext["newCDPSession"]>>;

/** Counts what the page fetches over HTTP, and tells when nothing has been in flight for a while. */
function watchNetwork(cdp: Cdp) {
  const figures = { transferBytes: 0, jsBytes: 0, requests: 0 };
  const inFlight = new Set<string>();
  const scripts = new Set<string>();
  let idle: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let quietMs = 0;
  const settle = () => {
    clearTimeout(timer);
    if (idle && inFlight.size === 0) timer = setTimeout(idle, quietMs);
  };
  const done = (id: string) => {
    inFlight.delete(id);
    settle();
  };
  cdp.on("Network.requestWillBeSent", (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    figures.requests++;
    inFlight.add(e.requestId);
    settle();
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    figures.transferBytes += e.encodedDataLength;
    if (scripts.has(e.requestId)) figures.jsBytes += e.encodedDataLength;
    done(e.requestId);
  });
  cdp.on("Network.loadingFailed", (e) => done(e.requestId));
  return {
    figures,
    quiet: (ms: number) =>
      new Promise<void>((resolve) => {
        quietMs = ms;
        idle = resolve;
        settle();
      }),
  };
}

/**
 * One cold load of `url`: a fresh context (empty cache, and the cache disabled), the profile's window, link and CPU
 * set through the DevTools protocol, measured once the page has drawn its main part, no request has been in flight for
 * QUIET_MS and two more frames were painted.
 */
export async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.mobile ? 2 : 1,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
  });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const t = profile.throttle;
    if (t) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: t.rttMs,
        downloadThroughput: (t.downKbps * 1000) / 8,
        uploadThroughput: (t.upKbps * 1000) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: t.cpuSlowdown });
    }
    const network = watchNetwork(cdp);
    await page.goto(url, { waitUntil: "load", timeout: 180_000 });
    // The page's own calls start only once its scripts have run, which on a slowed CPU can outlast any quiet period
    // after the bundle arrives: wait for the page to draw its main part, then for the calls it makes to end.
    await page.waitForFunction(() => document.querySelector("main")?.firstElementChild, null, { timeout: 180_000 });
    await network.quiet(QUIET_MS);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const vitals = await page.evaluate(() => {
      const v = (window as unknown as { benchVitals: Vitals }).benchVitals;
      v.flush();
      return { lcp: v.lcp, shifts: v.shifts };
    });
    const last = vitals.lcp.at(-1);
    if (!last) throw new Error(`${url}: Chromium 没有报告 largest-contentful-paint`);
    return {
      lcpMs: last.atMs,
      lcpElement: last.element,
      cls: cumulativeShift(vitals.shifts),
      shifts: vitals.shifts,
      ...network.figures,
    };
  } finally {
    await context.close();
  }
}
