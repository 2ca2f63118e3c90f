/** A list item's lecturer JSON text ([{name, ...}]) as the names, joined; bad JSON reads as nobody. */
export function lecturerNames(text: string) {
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return "";
    return list
      .map((p: unknown) =>
        typeof p === "object" && p !== null && typeof (p as { name?: unknown }).name === "string" ? (p as { name: string }).name : "",
      )
      .filter(Boolean)
      .join("、");
  } catch {
    return "";
  }
}
