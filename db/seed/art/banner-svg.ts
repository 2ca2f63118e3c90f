import { hashText, paletteOf } from "./palette";
import { corners, PATTERNS } from "./patterns";
import { escapeXml, FONT } from "./svg-text";

const BANNER = { width: 1200, height: 400 };

/**
 * A 3:1 banner: a short title and its line below on the cover's gradients and patterns. Large letters, since four
 * banners side by side draw it about a quarter of its size (spec 001 section 9).
 */
export function bannerSvg(title: string, line: string) {
  const { width, height } = BANNER;
  const look = paletteOf(title, PATTERNS.length);
  const lineWidth = line.length * 40 + 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${look.angle} .5 .5)"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>${PATTERNS[look.pattern]}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#p)"/>${corners(hashText(line + title))}
<text x="80" y="190" font-family="${FONT}" font-size="92" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<rect x="80" y="240" width="${lineWidth}" height="72" rx="36" fill="#fff" fill-opacity=".22"/>
<text x="112" y="290" font-family="${FONT}" font-size="40" fill="#fff">${escapeXml(line)}</text>
</svg>`;
}
