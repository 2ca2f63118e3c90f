import type { TestClient } from "@/tests/support/client";

/** A browser's GET of one of our HTTP routes (no redirects followed), keeping the cookies it is given. */
export async function browse(client: TestClient, url: string, init: RequestInit = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(url, { ...init, redirect: "manual", headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (attrs.some((a) => /max-age=0/i.test(a.trim()))) client.cookies.delete(name!.trim());
    else client.cookies.set(name!.trim(), rest.join("="));
  }
  return { status: res.status, location: res.headers.get("location") ?? "", text: await res.text() };
}

/** Plays the sandbox's whole authorize step as a person would; answers where the callback sends the browser. */
export async function authorizeInSandbox(
  client: TestClient,
  baseUrl: string,
  who: { openId: string; nickname: string },
  gotoUrl = "/my/index",
) {
  const start = await browse(client, `${baseUrl}/wechat/authorize?gotoUrl=${encodeURIComponent(gotoUrl)}`);
  const state = new URL(start.location, baseUrl).searchParams.get("state") ?? "";
  const allowed = await browse(client, `${baseUrl}/wechat/sandbox/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state, ...who, action: "allow" }).toString(),
  });
  return browse(client, new URL(allowed.location, baseUrl).toString());
}
