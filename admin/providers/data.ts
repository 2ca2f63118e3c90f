import simpleRestProvider from "ra-data-simple-rest";
import { fetchUtils } from "react-admin";
import { API_URL } from "./http";

/** ra-data-simple-rest over /admin/api, as it comes (the api takes its body-less text/plain DELETE), with the session cookie. */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: "application/json" });
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
}

export const dataProvider = simpleRestProvider(API_URL, httpClient);
