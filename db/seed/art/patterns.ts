/** Light patterns laid over a cover's gradient (white at low opacity, so the title stays readable), as SVG fills. */
export const PATTERNS: string[] = [
  // Dots
  `<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="3" fill="#fff" fill-opacity=".16"/></pattern>`,
  // Diagonal stripes
  `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="36" fill="#fff" fill-opacity=".08"/></pattern>`,
  // Grid
  `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/></pattern>`,
  // Waves
  `<pattern id="p" width="80" height="32" patternUnits="userSpaceOnUse"><path d="M0 16q20-14 40 0t40 0" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/></pattern>`,
  // Triangles
  `<pattern id="p" width="48" height="42" patternUnits="userSpaceOnUse"><path d="M24 6 42 36H6z" fill="#fff" fill-opacity=".08"/></pattern>`,
];

/** Large soft circles at the corners, drawn over the pattern: what makes two covers of one colour look unlike. */
export function corners(seed: number) {
  const r1 = 120 + (seed % 5) * 20;
  const r2 = 70 + ((seed >>> 3) % 4) * 20;
  return `<circle cx="600" cy="40" r="${r1}" fill="#fff" fill-opacity=".10"/><circle cx="40" cy="340" r="${r2}" fill="#fff" fill-opacity=".08"/>`;
}
