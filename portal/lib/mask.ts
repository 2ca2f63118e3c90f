/** 13800138000 → 138****8000: the middle of a number is never shown whole on screen. */
export function maskMobile(mobile: string) {
  if (mobile.length >= 7) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  if (mobile.length > 2) return `${mobile.slice(0, 1)}${"*".repeat(mobile.length - 2)}${mobile.slice(-1)}`;
  return mobile;
}
