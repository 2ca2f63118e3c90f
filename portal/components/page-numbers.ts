export type PageItem = number | "ellipsis";

/** Spec 000 section 9: at most 10 page numbers, gaps shown as an ellipsis. */
const MAX_PAGE_NUMBERS = 10;

/**
 * The page numbers to show for `current` of `total`: every page when they fit, otherwise the first and the last
 * page around a window that holds `current`, with an ellipsis for each gap, never more than `max` numbers.
 */
export function pageNumbers(current: number, total: number, max = MAX_PAGE_NUMBERS): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= max) return Array.from({ length: last }, (_, i) => i + 1);

  // max - 2 numbers between the first and the last page, centred on the current one where possible.
  const inner = max - 2;
  let start = Math.max(2, page - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end > last - 1) {
    end = last - 1;
    start = end - inner + 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis");
  for (let n = start; n <= end; n++) items.push(n);
  if (end < last - 1) items.push("ellipsis");
  items.push(last);
  return items;
}
