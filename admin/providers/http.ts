/** Where the back office's REST api lives (same origin, so the session cookie goes along). */
export const API_URL = "/admin/api";

/** A refusal from the api: its status and Chinese message, and the input at fault if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One JSON call to the back-office api; writes send JSON, as the server requires. */
export async function callApi<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, {
      method,
      credentials: "same-origin",
      headers: method === "GET" ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, "网络异常，请稍后再试");
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json?.message ?? "服务器开小差了，请稍后再试", json?.field);
  return json as T;
}
