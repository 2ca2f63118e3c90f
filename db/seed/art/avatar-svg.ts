import { paletteOf } from "./palette";
import { escapeXml, FONT } from "./svg-text";

const AVATAR_SIZE = 160;

/** A lecturer's portrait: the surname, as Chinese sites draw a missing photo, over a colour chosen from the name. */
export function avatarSvg(name: string) {
  const s = AVATAR_SIZE;
  const look = paletteOf(name, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="url(#g)"/>
<text x="${s / 2}" y="${s / 2 + 26}" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="700" fill="#fff">${escapeXml([...name][0] ?? "")}</text>
</svg>`;
}
