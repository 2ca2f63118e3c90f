/** SelectInput choices from one of the contract's label maps (id number → Chinese name). */
export function choicesOf(labels: Record<number, string>) {
  return Object.entries(labels).map(([id, name]) => ({ id: Number(id), name }));
}
