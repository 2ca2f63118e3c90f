import jsQR from "jsqr";
import sharp from "sharp";

/** What a QR code PNG scans to, as a phone's camera reads it. */
export async function scanQr(res: Response) {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
