import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils } from "react-admin";
import { API_URL } from "./http";

/**
 * ra-data-simple-rest over /admin/api. Every write goes out as JSON (its DELETE would say text/plain),
 * because the api refuses anything else as a CSRF guard.
 */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: "application/json" });
  if (options.method && options.method !== "GET") headers.set("Content-Type", "application/json");
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
}

export const dataProvider = simpleRestProvider(API_URL, httpClient);
