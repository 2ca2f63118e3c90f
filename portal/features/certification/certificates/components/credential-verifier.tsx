import { type ChangeEvent, useEffect, useId, useState } from "react";
import { beijingTime } from "@/api/contract/beijing-time";
import { CERT_KIND_TEXT } from "@/api/contract/certificate";
import { PastedCredentialSchema } from "@/api/contract/credential";
import type { CredentialFacts } from "@/api/contract/credential-verify";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { useSchemaForm } from "@/portal/lib/form";
import { type CredentialCheck, checkCredential, loadDidDocument } from "../check-credential";
import { expiryText, Facts } from "./facts";
import { HolderMobileCheck } from "./holder-mobile-check";

const VERDICT = {
  valid: "签名有效，该证书真实有效",
  expired: "签名有效，证书真实，但已过有效期",
  revoked: "签名有效，但该证书已被发证机构撤销",
} as const;

/** Where the revocation status shown comes from: fetched now, a kept copy (offline), or nothing to go by. */
function statusNote(status: { live: boolean; fetchedAt: number } | null) {
  if (!status) return "当前无法检查撤销状态（网络不可用，且本机没有保存过撤销列表），以上状态仅依据签名与有效期。";
  if (status.live) return "撤销状态已在线核对。";
  return `当前无法联网检查撤销状态，以上状态依据本机于 ${beijingTime(status.fetchedAt).slice(0, 16)} 保存的撤销列表。`;
}

function CredentialFactsList({ facts }: { facts: CredentialFacts }) {
  return (
    <Facts
      className="cert-card__facts"
      items={[
        ["签发机构", facts.issuerName],
        ["持证人", facts.holderName],
        ["证书类型", CERT_KIND_TEXT[facts.kind]],
        [facts.kind === "course" ? "结业课程" : "认证项目", facts.achievement],
        [facts.kind === "course" ? "结业测验成绩" : "考试成绩", facts.score ? `${facts.score} 分` : "—"],
        ["发证日期", facts.validFrom],
        ["有效期至", expiryText(facts.validUntil)],
        [
          "证书编号",
          <span key="number" className="cert-card__number">
            {facts.number}
          </span>,
        ],
      ]}
    />
  );
}

function CheckResult({ check }: { check: CredentialCheck }) {
  if (!check.keys)
    return (
      <p className="cert-miss card" role="alert">
        无法获取本站的公钥：请联网后再核验一次，之后即可离线核验。
      </p>
    );
  const { verdict } = check;
  if (!verdict.ok)
    return (
      <p className="cert-miss card" role="alert">
        {verdict.message}
      </p>
    );
  return (
    <div className="cred-check__result">
      <p className={`cert-verdict cert-verdict--${verdict.status}`} role="status">
        {VERDICT[verdict.status]}
      </p>
      <section className={`cert-card card cert-card--${verdict.status}`} aria-label="电子证书信息">
        <header className="cert-card__head">
          <span className="cert-card__badge">{verdict.statusText}</span>
          <h3 className="cert-card__exam">{verdict.facts.achievement}</h3>
        </header>
        <CredentialFactsList facts={verdict.facts} />
        <p className="cred-check__note">{statusNote(check.status)}</p>
        {verdict.facts.mobile && <HolderMobileCheck mobile={verdict.facts.mobile} />}
      </section>
    </div>
  );
}

/**
 * 核验电子证书: paste or upload a downloaded credential (.jwt) and check it here, in the browser, with the site's public
 * key: the signature, the issuer, the dates and the revocation list. Works offline once the page was opened online.
 */
export function CredentialVerifier() {
  const id = useId();
  const form = useSchemaForm({ schema: PastedCredentialSchema, defaultValues: { credential: "" } });
  const [check, setCheck] = useState<CredentialCheck | null>(null);

  // The public key is fetched (and kept) as the page opens, so a check later on works without the network.
  useEffect(() => {
    void loadDidDocument();
  }, []);

  const submit = form.onSubmit(async ({ credential }) => {
    setCheck(null);
    setCheck(await checkCredential(credential));
  });

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setCheck(null);
    if (file.size > 20_000) return form.showError("credential", "文件过大：这不是本站的电子证书文件");
    form.change("credential", (await file.text()).trim());
    submit();
  };

  return (
    <section className="card cred-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cred-check__title">
        核验电子证书
      </h2>
      <p className="cred-check__lead">
        粘贴或上传从本站下载的电子证书（.jwt 文件）。核验在您的浏览器中用本站公钥完成，打开过本页后断网也能核验。
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          id={`${id}-credential`}
          label="电子证书内容"
          error={form.errorOf("credential")}
          className="input cred-check__text"
          rows={4}
          spellCheck={false}
          autoComplete="off"
          placeholder="eyJhbGciOiJFZERTQSIs…"
          {...form.field("credential")}
        />
        <div className="cred-check__actions">
          <label className="btn btn--ghost cred-check__upload">
            上传证书文件
            <input type="file" accept=".jwt,application/vc+jwt,text/plain" className="visually-hidden" onChange={(e) => void upload(e)} />
          </label>
          <SubmitButton pending={form.submitting} pendingText="核验中…" className="btn btn--primary">
            核验
          </SubmitButton>
        </div>
      </form>
      <div aria-live="polite">{check && <CheckResult check={check} />}</div>
    </section>
  );
}
