/**
 * Query strings as the spec writes them (?gotoUrl=/my/index&isLive=1): plain text values, not the router's default
 * JSON encoding, so addresses from the old site and from other pages keep working.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function stringifySearch(search: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== null) params.set(key, String(value));
  // Commas are legal in a query and the filters' id lists read better as typed ('industry=3,7', not '3%2C7').
  const text = params.toString().replace(/%2C/gi, ",");
  return text ? `?${text}` : "";
}
