import { randomToken, signBody } from "./signing";

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** Where the issued cipher and key live between calls (localStorage in the browser). */
export type KeyStore = { get(name: string): string | null; set(name: string, value: string): void };

export type ProtocolClientOptions = {
  /** Origin of the api, '' for the page's own. */
  baseUrl?: string;
  store: KeyStore;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Extra request headers (tests pass a cookie). */
  headers?: () => Record<string, string>;
  /** Sees every response (tests read Set-Cookie). */
  onResponse?: (res: Response) => void;
};

/** Codes after which the client stores the new cipher and key and sends the call again. */
const RETRY_CODES = new Set([-1, 901, 501]);
const MAX_ATTEMPTS = 5;

/**
 * The signed call protocol of PROTOCOL.md: signs each attempt, and on -1 / 901 / 501 stores the issued
 * cipher and key, corrects for clock skew and tries again, at most 5 attempts in all.
 */
export function createProtocolClient(options: ProtocolClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let skewMs = Number(options.store.get("api.skew") ?? 0) || 0;

  async function attempt(path: string, url: string, payload: Record<string, unknown>): Promise<Envelope> {
    const body: Record<string, unknown> = { ...payload, timestamp: Date.now() + skewMs, random: randomToken() };
    const cipher = options.store.get("api.cipher");
    const key = options.store.get("api.key");
    if (cipher && key) {
      try {
        body.signature = await signBody(key, path, { ...body, cipher });
        body.cipher = cipher;
      } catch {
        // A damaged stored key: go unsigned, the server answers 901 with a fresh one.
      }
    }
    const res = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...options.headers?.() },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    options.onResponse?.(res);
    const type = res.headers.get("content-type") ?? "";
    if (!type.includes("application/json")) return { code: res.status, msg: "网络错误，请稍后再试", data: null };
    return (await res.json()) as Envelope;
  }

  /** Sends one call; answers the server's envelope (after any protocol retries). */
  async function call<T = unknown>(pathWithQuery: string, payload: Record<string, unknown> = {}): Promise<Envelope<T>> {
    const [path] = pathWithQuery.replace(/^\/?(api\/)?/i, "").split("?");
    const query = pathWithQuery.includes("?") ? `&${pathWithQuery.split("?")[1]}` : "";
    let last: Envelope = { code: 500, msg: "网络错误，请稍后再试", data: null };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const url = `${options.baseUrl ?? ""}/api/${path}?t=${Date.now()}${query}`;
      last = await attempt(path, url, payload);
      if (!RETRY_CODES.has(last.code)) return last as Envelope<T>;
      const issued = last.data as { cipher?: string; key?: string; now?: number } | null;
      if (issued?.cipher && issued.key) {
        options.store.set("api.cipher", issued.cipher);
        options.store.set("api.key", issued.key);
      }
      if (typeof issued?.now === "number") {
        skewMs = issued.now - Date.now();
        options.store.set("api.skew", String(skewMs));
      }
    }
    return last as Envelope<T>;
  }

  return { call };
}
export type ProtocolClient = ReturnType<typeof createProtocolClient>;
