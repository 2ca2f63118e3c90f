import VerifiedIcon from "@mui/icons-material/Verified";
import { Box, Chip, Link, Stack, Typography } from "@mui/material";
import { type FieldProps, useRecordContext, useTranslate } from "react-admin";
import type { CvCertificate } from "@/api/contract/zhaopin-cv-certificates";

const TONE = { valid: "success", expired: "default", revoked: "error" } as const;

/** A phone card's line of the certificates: each exam with its status now; "" with none. */
export const certificatesLine = (certificates: CvCertificate[]) => certificates.map((c) => `${c.examName}（${c.statusText}）`).join("、");

/** A list cell: each of the record's certificates, its exam with its status now (有效 / 已过期 / 已撤销). */
export function CertificatesField(_props: FieldProps) {
  const certificates = useRecordContext<{ certificates: CvCertificate[] }>()?.certificates;
  if (!certificates?.length) return <span>—</span>;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {certificates.map((c) => (
        <Chip
          key={c.id}
          size="small"
          variant="outlined"
          color={TONE[c.status]}
          icon={<VerifiedIcon />}
          label={`${c.examName} · ${c.statusText}`}
        />
      ))}
    </Stack>
  );
}

/** The CV's 已验证证书 as HR reads them: exam, status, number, dates and the public verification page. */
export function CvCertificateList({ certificates }: { certificates: CvCertificate[] }) {
  const translate = useTranslate();
  if (!certificates.length) return <>—</>;
  return (
    <Stack spacing={1}>
      {certificates.map((c) => (
        <Box key={c.id}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Chip size="small" color="success" icon={<VerifiedIcon />} label={translate("app.cv.verified")} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {c.examName}
            </Typography>
            <Chip size="small" variant="outlined" color={TONE[c.status]} label={c.statusText} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {c.kindText} · {translate("app.cv.cert_number")} {c.number} · {translate("app.cv.cert_issued")} {c.issuedAt} ·{" "}
            {c.expiresAt ? `${translate("app.cv.cert_expires")} ${c.expiresAt}` : translate("app.cv.cert_forever")} ·{" "}
            <Link href={c.verifyPath} target="_blank" rel="noopener">
              {translate("app.cv.cert_verify")}
            </Link>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
