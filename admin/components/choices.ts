/** SelectInput choices from one of the contract's label maps (id number → Chinese name). */
export function choicesOf(labels: Record<number, string>) {
  return Object.entries(labels).map(([id, name]) => ({ id: Number(id), name }));
}

/** The same for a label map keyed by text (a kind such as 'visit' → its Chinese name). */
export function textChoicesOf(labels: Record<string, string>) {
  return Object.entries(labels).map(([id, name]) => ({ id, name }));
}
