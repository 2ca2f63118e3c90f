/** The operator's texts and QR codes for the sign-up result pop-ups (tra.detailButton, a JSON text). */
export type DetailButton = {
  successText?: string;
  successQrCode?: string;
  successQrCodeText?: string;
  auditText?: string;
  auditQrCode?: string;
  auditQrCodeText?: string;
};

export function parseDetailButton(text: string): DetailButton {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null ? (value as DetailButton) : {};
  } catch {
    return {};
  }
}
