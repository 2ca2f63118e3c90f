import type { MyExam } from "@/api/contract/certification-requests";
import { AppLink } from "@/portal/components/app-link";
import { CredentialDownloadButton } from "@/portal/components/credential-download";
import { openModal } from "@/portal/components/modal/modal-store";
import { FeeRefundForm } from "./fee-refund-form";
import { InvoiceForm } from "./invoice-form";
import { PaperCertificateForm } from "./paper-certificate-form";

type Props = { exam: MyExam; onRequested: (url: string) => void };

/** A link of the flow inside the portal, or the exam provider's own address in a new tab. */
function ActionLink({ text, url }: { text: string; url: string }) {
  return /^https?:\/\//.test(url) ? (
    <a className="btn btn--primary btn--sm" href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <AppLink className="btn btn--primary btn--sm" href={url}>
      {text}
    </AppLink>
  );
}

/** Where the fee refund stands: 审核中, 已退款, or 未通过 with the operator's reason. */
function FeeRefundFact({ refund }: { refund: NonNullable<MyExam["feeRefund"]> }) {
  return (
    <div>
      <dt>考试费退还</dt>
      <dd>
        <span className={`exam-record__refund exam-record__refund--${refund.status}`}>{refund.statusText}</span>
        {refund.status === "refused" && refund.reason && `（原因：${refund.reason}）`}
      </dd>
    </div>
  );
}

/**
 * One attempt: where it stands, its result and certificate, and the paper certificate, invoice and (for a certified
 * employee's sponsored exam) fee refund it may ask for.
 */
export function ExamRecord({ exam, onRequested }: Props) {
  const ask = (title: string, Form: typeof PaperCertificateForm) =>
    openModal({
      title,
      size: "md",
      content: (close) => (
        <Form
          exam={exam}
          onDone={(url) => {
            close();
            onRequested(url);
          }}
        />
      ),
    });

  return (
    <li className="card exam-record" data-eadid={exam.eadid}>
      <div className="exam-record__head">
        <h2 className="exam-record__name">{exam.examName}</h2>
        <span className={`exam-record__status exam-record__status--${exam.status}`}>{exam.statusText}</span>
      </div>
      <dl className="exam-record__facts">
        <div>
          <dt>报名时间</dt>
          <dd>{exam.createTime.slice(0, 16)}</dd>
        </div>
        {exam.session && (
          <div>
            <dt>考试场次</dt>
            <dd>
              {exam.session.name}（{exam.session.startTime.slice(0, 16)}）
            </dd>
          </div>
        )}
        {exam.score !== null && (
          <div>
            <dt>考试成绩</dt>
            <dd>
              <strong className="exam-record__score">{exam.score}</strong> / {exam.zongFen}（{exam.passScore} 分及格）
            </dd>
          </div>
        )}
        {exam.certificate && (
          <div>
            <dt>证书编号</dt>
            <dd>
              {exam.certificate.number}（{exam.certificate.statusText}）
            </dd>
          </div>
        )}
        {exam.paper && (
          <div>
            <dt>纸质证书</dt>
            <dd>
              {exam.paper.statusText}
              {exam.paper.trackingNo && `（${exam.paper.courier} ${exam.paper.trackingNo}）`}
            </dd>
          </div>
        )}
        {exam.feeRefund && <FeeRefundFact refund={exam.feeRefund} />}
        {exam.invoice && (
          <div>
            <dt>发票</dt>
            <dd>
              {exam.invoice.statusText}
              {exam.invoice.invoiceNo && `（发票号码 ${exam.invoice.invoiceNo}）`}
            </dd>
          </div>
        )}
      </dl>
      <div className="exam-record__actions">
        {exam.action && <ActionLink {...exam.action} />}
        {exam.certificate && (
          <a className="btn btn--ghost btn--sm" href={exam.certificate.printUrl} target="_blank" rel="noopener">
            查看证书
          </a>
        )}
        {exam.certificate && <CredentialDownloadButton number={exam.certificate.number} code={exam.certificate.code} />}
        {exam.canPaper && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => ask("申请纸质证书", PaperCertificateForm)}>
            申请纸质证书
          </button>
        )}
        {exam.canInvoice && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => ask("申请发票", InvoiceForm)}>
            申请发票
          </button>
        )}
        {exam.canFeeRefund && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => ask("申请退还考试费", FeeRefundForm)}>
            申请退还考试费
          </button>
        )}
      </div>
    </li>
  );
}
