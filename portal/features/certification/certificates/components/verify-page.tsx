import "./certificates.css";
import { AppLink } from "@/portal/components/app-link";
import { CredentialDownloadButton } from "@/portal/components/credential-download";
import { useVerification, type VerifyParams } from "../verify-certificate";
import { CertificateCard } from "./certificate-card";
import { CredentialVerifier } from "./credential-verifier";

const VERDICT = { valid: "该证书真实有效", expired: "该证书真实，但已过有效期", revoked: "该证书已被撤销" } as const;

/**
 * /certificate/verify?number=&code=&from=: what the QR code printed on a certificate, or a shared link, opens; and,
 * with or without one, the check of an electronic certificate (a pasted or uploaded credential).
 */
export function VerifyPage({ params }: { params: VerifyParams }) {
  const { data } = useVerification(params);
  return (
    <div className="page container cert-page">
      <header className="cert-page__head">
        <h1 className="cert-page__title">证书验证</h1>
      </header>
      {"certificate" in data && (
        <>
          <p className={`cert-verdict cert-verdict--${data.certificate.status}`} role="status">
            {VERDICT[data.certificate.status]}
          </p>
          <CertificateCard certificate={data.certificate} />
          <p className="cert-page__more">
            <CredentialDownloadButton number={data.certificate.number} code={params.code} />
          </p>
        </>
      )}
      {"miss" in data && (
        <p className="cert-miss card" role="alert">
          {data.miss}
        </p>
      )}
      <CredentialVerifier />
      <p className="cert-page__more">
        <AppLink href="/certification/certificate">查询其他证书</AppLink>
      </p>
    </div>
  );
}
