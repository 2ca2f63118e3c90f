import "./certificates.css";
import { useId, useState } from "react";
import { CERT_CODE_LENGTH, CERT_QUERY_TYPE, CertificateQuerySchema, type PublicCertificate } from "@/api/contract/certificate";
import type { Envelope } from "@/api/contract/protocol/client";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { useSchemaForm } from "@/portal/lib/form";
import { queryCertificate } from "../query-certificate";
import { CertificateCard } from "./certificate-card";

type QueryType = (typeof CERT_QUERY_TYPE)[keyof typeof CERT_QUERY_TYPE];

const TYPES: { val: QueryType; label: string; numberLabel: string; placeholder: string }[] = [
  { val: CERT_QUERY_TYPE.idCard, label: "身份证号查询", numberLabel: "身份证号", placeholder: "请输入持证人身份证号" },
  { val: CERT_QUERY_TYPE.number, label: "证书编号查询", numberLabel: "证书编号", placeholder: "请输入证书编号，如 CERT2026000001" },
];

/** /certification/certificate: look a certificate up by ID number or certificate number, with its 4-character code. */
export function CertificateQueryPage() {
  const id = useId();
  const ids = { number: `${id}-number`, code: `${id}-code` };
  const [val, setVal] = useState<QueryType>(CERT_QUERY_TYPE.number);
  // Each way keeps its own number, so switching back and forth loses nothing typed.
  const numberField = val === CERT_QUERY_TYPE.idCard ? "idCardNumber" : "certNumber";
  const form = useSchemaForm({
    schema: CertificateQuerySchema,
    defaultValues: { idCardNumber: "", certNumber: "", code: "" },
    toInput: (values) => ({ val, number: values[numberField], code: values.code }),
  });
  const [found, setFound] = useState<PublicCertificate | null>(null);
  const [miss, setMiss] = useState("");
  const type = TYPES.find((t) => t.val === val)!;
  const error = form.errorOf;

  const choose = (next: QueryType) => {
    setVal(next);
    form.clearErrors();
  };

  const submit = form.onSubmit(async (input) => {
    setMiss("");
    setFound(null);
    const onFail = (env: Envelope) => form.serverError(env, { fallback: null }) || setMiss(env.msg);
    setFound(await queryCertificate(input, { onFail }));
  });

  return (
    <div className="page container cert-page">
      <header className="cert-page__head">
        <h1 className="cert-page__title">证书查询</h1>
        <p className="cert-page__lead">输入持证人身份证号或证书编号，以及证书上的 4 位查询码，即可核验证书真伪。</p>
      </header>
      <section className="card cert-query">
        <div className="cert-query__tabs" role="tablist" aria-label="查询方式">
          {TYPES.map((t) => (
            <button
              key={t.val}
              type="button"
              role="tab"
              aria-selected={t.val === val}
              className={`cert-query__tab${t.val === val ? " cert-query__tab--on" : ""}`}
              onClick={() => choose(t.val)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <form className="form cert-query__form" onSubmit={submit} noValidate>
          <TextField
            key={numberField}
            id={ids.number}
            label={type.numberLabel}
            required
            error={error("number")}
            placeholder={type.placeholder}
            maxLength={40}
            autoComplete="off"
            {...form.field(numberField, "number")}
          />
          <TextField
            id={ids.code}
            label="查询码"
            required
            error={error("code")}
            hint="证书右下角的 4 位字母数字组合"
            className="input cert-query__code"
            placeholder="4 位查询码"
            maxLength={CERT_CODE_LENGTH}
            autoComplete="off"
            value={form.watch("code")}
            onChange={(e) => form.change("code", e.target.value.toUpperCase())}
          />
          <SubmitButton pending={form.submitting} pendingText="查询中…" className="btn btn--primary btn--lg cert-query__submit">
            查询
          </SubmitButton>
        </form>
      </section>
      <div aria-live="polite">
        {found && <CertificateCard certificate={found} />}
        {miss && (
          <p className="cert-miss card" role="alert">
            {miss}
          </p>
        )}
      </div>
    </div>
  );
}
