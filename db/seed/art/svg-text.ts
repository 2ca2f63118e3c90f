/** The CJK face every cover and avatar is set in (Debian's fonts-noto-cjk; fontconfig picks a fallback without it). */
export const FONT = `'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', sans-serif`;

/** Text as SVG character data: a title with & or < stays text. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
