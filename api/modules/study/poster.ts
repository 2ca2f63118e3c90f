import QRCode from "qrcode";
import sharp, { type OverlayOptions } from "sharp";
import { packSharePath, STUDY_MSG } from "@/api/contract/study";
import type { Deps } from "../../deps";
import { fail } from "../../protocol/errors";
import { keyOf, privateOwner } from "../upload/keys";
import { ownPack } from "./access";
import { listPackItems } from "./items/queries";

/* study/GetCoursePackPoster: the share poster, drawn on the server (decision 0035). */

const W = 750;
const H = 1100;
const COVER_H = 560;
const QR = 260;
const FONT = `'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', sans-serif`;
/** The panel drawn where a pack has no cover. */
const PANEL = "#2f6fde";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The title in lines of at most 15 characters, at most two (the second cut with …). */
function titleLines(title: string) {
  const chars = [...title];
  const lines = [chars.slice(0, 15).join("")];
  if (chars.length > 15) lines.push(chars.length > 30 ? `${chars.slice(15, 29).join("")}…` : chars.slice(15).join(""));
  return lines;
}

function textSvg(title: string) {
  const lines = titleLines(title)
    .map(
      (line, i) =>
        `<text x="48" y="${COVER_H + 90 + i * 64}" font-family="${FONT}" font-size="48" font-weight="700" fill="#1f2329">${escapeXml(line)}</text>`,
    )
    .join("");
  const hint = `<text x="48" y="${H - 160}" font-family="${FONT}" font-size="28" fill="#646a73">扫码加入学习包</text>
<text x="48" y="${H - 112}" font-family="${FONT}" font-size="28" fill="#646a73">和我一起学习</text>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${lines}${hint}</svg>`);
}

/** The first item's cover when it is one of our public uploads (never a fetch of an outside address); null otherwise. */
async function coverImage(deps: Pick<Deps, "storage">, cover: string) {
  const key = keyOf(cover);
  if (!key || privateOwner(key) !== null) return null;
  const file = await deps.storage.get(key);
  if (!file) return null;
  try {
    return await sharp(Buffer.from(await file.body.arrayBuffer()))
      .resize(W, COVER_H, { fit: "cover" })
      .png()
      .toBuffer();
  } catch {
    // A file sharp cannot read (a PDF under an image name) leaves the plain panel.
    return null;
  }
}

export async function packPoster(deps: Pick<Deps, "db" | "storage">, origin: string, userId: number, packId: number) {
  const pack = await ownPack(deps.db, userId, packId);
  if (!pack.shared) fail(STUDY_MSG.notShared);
  const [first] = await listPackItems(deps.db, packId);
  const cover = first?.cover ? await coverImage(deps, first.cover) : null;
  const qr = await QRCode.toBuffer(`${origin}${packSharePath(pack, userId, 2)}`, {
    type: "png",
    width: QR,
    margin: 1,
    errorCorrectionLevel: "M",
  });
  const layers: OverlayOptions[] = [
    cover
      ? { input: cover, top: 0, left: 0 }
      : { input: { create: { width: W, height: COVER_H, channels: 4, background: PANEL } }, top: 0, left: 0 },
    { input: textSvg(pack.title), top: 0, left: 0 },
    { input: qr, top: H - QR - 48, left: W - QR - 48 },
  ];
  const png = await sharp({ create: { width: W, height: H, channels: 4, background: "#ffffff" } })
    .composite(layers)
    .png()
    .toBuffer();
  return { poster: `data:image/png;base64,${png.toString("base64")}` };
}
