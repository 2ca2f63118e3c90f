import { useState } from "react";
import { certificateCredentialPath } from "@/api/contract/certificate";
import { toast } from "./toast/toast-store";

/** Saves the certificate's signed credential (GET /certificate/credential) as CERT….jwt; a refusal is said in a toast. */
async function saveCredential(number: string, code: string) {
  const res = await fetch(certificateCredentialPath(number, code), { credentials: "omit" });
  if (!res.ok) {
    const msg = await res
      .json()
      .then((env: { msg?: unknown }) => (typeof env.msg === "string" ? env.msg : ""))
      .catch(() => "");
    throw new Error(msg || "下载失败，请稍后重试");
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `${number}.jwt`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 下载电子证书（可验证）: the holder's portable, signed copy of a certificate, checkable on /certificate/verify. */
export function CredentialDownloadButton({
  number,
  code,
  className = "btn btn--ghost btn--sm",
}: {
  number: string;
  code: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveCredential(number, code);
    } catch (err) {
      toast(err instanceof Error ? err.message : "下载失败，请稍后重试", { tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      下载电子证书（可验证）
    </button>
  );
}
