import QRCode from "qrcode";

/** The QR code printed on a certificate, as inline SVG (crisp at any print size). */
export function qrSvg(url: string) {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
}
