import { hashText, paletteOf } from "./palette";
import { corners, PATTERNS } from "./patterns";
import { escapeXml, FONT } from "./svg-text";
import { truncateTitle, wrapTitle } from "./wrap";

const COVER = { width: 640, height: 360 };
/**
 * Phones show a list's cover cut to 4:3 (the middle 480 px), so the title keeps inside 420 px of it: room for a
 * closing punctuation mark hanging past the line (wrapTitle) without touching the cut.
 */
const TEXT_WIDTH = 420;
const SIZES = [44, 38, 32];
const MAX_LINES = 3;

/** The largest size at which the whole title fits; the smallest, ellipsised, when none does. */
function fitTitle(title: string) {
  for (const size of SIZES) {
    const lines = wrapTitle(title, TEXT_WIDTH / size, MAX_LINES);
    if (lines) return { size, lines };
  }
  const size = SIZES[SIZES.length - 1]!;
  return { size, lines: truncateTitle(title, TEXT_WIDTH / size, MAX_LINES) };
}

/** A cover: the title, centred and wrapped, over a gradient and pattern chosen from the title, with its kind below. */
export function coverSvg(title: string, kind: string) {
  const { width, height } = COVER;
  const look = paletteOf(title, PATTERNS.length);
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.35);
  // The title block in the middle, the kind label under it: lists put their own badges in the top corners.
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const labelWidth = kind.length * 24 + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${look.angle} .5 .5)"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>${PATTERNS[look.pattern]}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#p)"/>${corners(hashText(kind + title))}
<text text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${text}</text>
<rect x="${(width - labelWidth) / 2}" y="292" width="${labelWidth}" height="40" rx="20" fill="#fff" fill-opacity=".22"/>
<text x="${width / 2}" y="320" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#fff">${escapeXml(kind)}</text>
</svg>`;
}
