/** A chip pressed: its id chosen if it was not, else no longer; sorted, so one choice is one address and cache key. */
export const toggleId = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);
