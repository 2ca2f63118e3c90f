import type { PublicCertificate } from "@/api/contract/certificate";
import { expiryText, Facts } from "./facts";

/** A found certificate: who holds it, of which kind, for which exam or course, its number, dates and whether it is still valid. */
export function CertificateCard({ certificate: c }: { certificate: PublicCertificate }) {
  return (
    <section className={`cert-card card cert-card--${c.status}`} aria-label="证书信息">
      <header className="cert-card__head">
        <span className="cert-card__badge">{c.statusText}</span>
        <h2 className="cert-card__exam">{c.examName}</h2>
      </header>
      <Facts
        className="cert-card__facts"
        items={[
          ["证书类型", c.kindText],
          ["持证人", c.holderName],
          [
            "证书编号",
            <span key="number" className="cert-card__number">
              {c.number}
            </span>,
          ],
          ["发证日期", c.issuedAt],
          ["有效期至", expiryText(c.expiresAt)],
        ]}
      />
    </section>
  );
}
