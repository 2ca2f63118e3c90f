/** FNV-1a: a stable 32-bit number from a text, so the same title always draws the same picture. */
export function hashText(text: string) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Gradient pairs dark enough under white text (contrast above 4.5:1 at both ends). */
const GRADIENTS: [string, string][] = [
  ["#1d4ed8", "#6d28d9"],
  ["#0f766e", "#1d4ed8"],
  ["#c2410c", "#be123c"],
  ["#047857", "#0e7490"],
  ["#4338ca", "#be185d"],
  ["#b45309", "#c2410c"],
  ["#0369a1", "#4338ca"],
  ["#9d174d", "#6b21a8"],
  ["#334155", "#1e40af"],
  ["#15803d", "#0f766e"],
];

export type Palette = { from: string; to: string; pattern: number; angle: number };

/** The picture's colours and pattern, chosen by the hash's separate bits so neighbours rarely share all three. */
export function paletteOf(text: string, patterns: number): Palette {
  const h = hashText(text);
  const [from, to] = GRADIENTS[h % GRADIENTS.length]!;
  return { from, to, pattern: (h >>> 8) % patterns, angle: ((h >>> 16) % 4) * 45 };
}
