import { CERT_KIND_TEXT, CERT_STATUS_TEXT } from "@/api/contract/certificate";

export const CERT_STATUS_CHOICES = Object.entries(CERT_STATUS_TEXT).map(([id, name]) => ({ id, name }));
export const CERT_KIND_CHOICES = Object.entries(CERT_KIND_TEXT).map(([id, name]) => ({ id, name }));
export const VERIFY_WAY_CHOICES = [
  { id: "query", name: "证书查询页" },
  { id: "link", name: "链接" },
  { id: "qr", name: "扫描二维码" },
];
