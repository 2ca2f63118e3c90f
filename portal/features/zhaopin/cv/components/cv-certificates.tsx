import "../public-cv-switch.css";
import "./cv-certificates.css";
import { useState } from "react";
import type { CertificateStatus } from "@/api/contract/certificate";
import { CV_CERT_MSG, type MyCvCertificate } from "@/api/contract/zhaopin-cv-certificates";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { useMyCvCertificates, useSetCvCertificate } from "../cv-certificates";

/** The pill's tone of each certificate state (portal/styles/status-pill.css). */
const CERT_STATUS_TONE = { valid: "success", expired: "warning", revoked: "danger" } as const satisfies Record<CertificateStatus, string>;

/** Where a person without a certificate earns one. */
const EXAMS_HREF = "/certification/exam";

/** One certificate: 已验证, the exam, number and dates, the status now, its public verification, and the CV switch. */
function CertificateItem({ cert }: { cert: MyCvCertificate }) {
  const save = useSetCvCertificate();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await save.mutateAsync({ id: cert.id, shown: !cert.shown });
      toast(cert.shown ? CV_CERT_MSG.hidden : CV_CERT_MSG.shown, { tone: "success" });
    } catch {
      // The api layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`cv-cert${cert.shown ? "" : " cv-cert--hidden"}`}>
      <div className="cv-cert__body">
        <p className="cv-cert__title">
          <span className="cv-tag cv-cert__verified">已验证</span>
          <span className="cv-cert__name">{cert.examName}</span>
          <span className={`status-pill status-pill--${CERT_STATUS_TONE[cert.status]}`}>{cert.statusText}</span>
        </p>
        <p className="cv-cert__meta">
          <span>{cert.kindText}</span>
          <span>证书编号 {cert.number}</span>
          <span>发证日期 {cert.issuedAt}</span>
          <span>{cert.expiresAt ? `有效期至 ${cert.expiresAt}` : "长期有效"}</span>
        </p>
        <AppLink className="cv-cert__verify" href={cert.verifyPath} target="_blank" rel="noopener">
          查看验证
        </AppLink>
      </div>
      <div className="cv-cert__switch">
        <span className="cv-cert__switch-text">{cert.shown ? "HR可见" : "已隐藏"}</span>
        <button
          type="button"
          role="switch"
          aria-checked={cert.shown}
          aria-label={`在简历中展示${cert.examName}`}
          className="cv-switch__track"
          disabled={busy}
          onClick={toggle}
        >
          <span className="cv-switch__thumb" />
        </button>
      </div>
    </li>
  );
}

/**
 * 已验证证书: the certificates earned on this site, verified by us, so HR may trust them. New ones are shown; the
 * person hides any of them with its switch (HR then never sees it).
 */
export function CvCertificates() {
  const list = useMyCvCertificates();
  return (
    <section className="card cv-section" aria-label="已验证证书">
      <header className="cv-section__head">
        <h2 className="cv-section__title">已验证证书</h2>
        <span className="cv-cert__hint">本站颁发，HR可在线验证</span>
      </header>
      {list.length ? (
        <ul className="cv-certs">
          {list.map((c) => (
            <CertificateItem key={c.id} cert={c} />
          ))}
        </ul>
      ) : (
        <p className="cv-section__empty">
          通过本站认证考试获得的证书会自动显示在这里。
          <AppLink className="cv-cert__exams" href={EXAMS_HREF}>
            去报名认证考试
          </AppLink>
        </p>
      )}
    </section>
  );
}
