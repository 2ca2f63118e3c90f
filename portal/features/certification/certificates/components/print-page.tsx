import "./certificates.css";
import { CredentialDownloadButton } from "@/portal/components/credential-download";
import { usePrintableCertificate } from "../print-certificate";
import { expiryText, Facts } from "./facts";

/**
 * /certificate/print?number=: the holder's certificate (认证证书, or a course's 结业证书) as an A4 landscape sheet, with
 * the QR code that verifies it; the score only when it has one.
 */
export function PrintPage({ number }: { number: string }) {
  const { data: c } = usePrintableCertificate(number);
  return (
    <div className="cert-print">
      <div className="cert-print__toolbar container">
        <p className="cert-print__hint">打印时请选择“横向”纸张方向，并关闭页眉页脚。</p>
        <div className="cert-print__actions">
          <CredentialDownloadButton number={c.number} code={c.code} className="btn btn--ghost" />
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            打印证书
          </button>
        </div>
      </div>
      <article className="cert-sheet" aria-label="证书">
        <div className="cert-sheet__frame">
          <p className="cert-sheet__eyebrow">CERTIFICATE</p>
          <h1 className="cert-sheet__title">{c.kind === "course" ? "结业证书" : "认证证书"}</h1>
          {c.status !== "valid" && <p className="cert-sheet__void">{c.statusText}</p>}
          <p className="cert-sheet__body">
            兹证明 <strong className="cert-sheet__name">{c.holderName}</strong> 于 {c.issuedAt}
            {c.kind === "course" ? " 完成" : " 通过"}
            <strong>「{c.examName}」</strong>
            {c.kind === "course" ? "课程学习" : "考试"}
            {c.score !== null && `，${c.kind === "course" ? "结业测验" : ""}成绩 ${c.score} 分`}，特发此证。
          </p>
          <footer className="cert-sheet__foot">
            <Facts
              className="cert-sheet__facts"
              items={[
                ["证书类型", c.kindText],
                ["证书编号", c.number],
                ["查询码", c.code],
                ["发证日期", c.issuedAt],
                ["有效期至", expiryText(c.expiresAt)],
              ]}
            />
            <figure className="cert-sheet__qr">
              {/* Our own server's SVG from the qrcode package, drawn as an image. */}
              <img
                className="cert-sheet__qr-img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.qrSvg)}`}
                alt="证书验证二维码"
              />
              <figcaption>扫码验证证书真伪</figcaption>
            </figure>
          </footer>
        </div>
      </article>
      <p className="cert-print__link container">
        验证链接：<a href={c.verifyUrl}>{c.verifyUrl}</a>
      </p>
    </div>
  );
}
