import { Box, Link, Typography } from "@mui/material";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useRecordContext } from "react-admin";
import type { CertificateRow } from "@/api/contract/certification-admin";

/** The QR code printed on the certificate (the same verification link the print page encodes), with the link itself. */
export function CertificateQr() {
  const record = useRecordContext<CertificateRow>();
  const [src, setSrc] = useState("");
  const url = record?.verifyPath ? window.location.origin + record.verifyPath : "";
  useEffect(() => {
    if (url) void QRCode.toDataURL(url, { margin: 1, width: 160 }).then(setSrc);
  }, [url]);
  if (!url) return null;
  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
      {src && <img src={src} width={160} height={160} alt="证书验证二维码" />}
      <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
        <Link href={url} target="_blank" rel="noopener">
          {url}
        </Link>
      </Typography>
    </Box>
  );
}
