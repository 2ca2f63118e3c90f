/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Where a dragged row belongs: the number of the other rows whose middle is above the pointer (`middles` are the rows'
 * vertical middles in list order, the dragged one's included at `from`).
 */
export function dropIndexOf(middles: readonly number[], from: number, pointerY: number) {
  return middles.filter((m, i) => i !== from && m < pointerY).length;
}
