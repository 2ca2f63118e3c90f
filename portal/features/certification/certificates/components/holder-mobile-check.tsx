import { useId, useState } from "react";
import { HolderMobileSchema, identityHashOf } from "@/api/contract/credential";
import { TextField } from "@/portal/components/form/text-field";
import { useSchemaForm } from "@/portal/lib/form";

/**
 * 核对持证人手机号: the credential names its holder by a salted hash of their mobile, never the number itself. Someone
 * given the number (an employer, with the holder's consent) checks it here, in the browser: nothing is sent anywhere.
 */
export function HolderMobileCheck({ mobile }: { mobile: { hash: string; salt: string } }) {
  const id = useId();
  const form = useSchemaForm({ schema: HolderMobileSchema, defaultValues: { mobile: "" } });
  const [match, setMatch] = useState<boolean | null>(null);
  const submit = form.onSubmit(async (values) => {
    setMatch((await identityHashOf(values.mobile, mobile.salt)) === mobile.hash);
  });
  return (
    <form className="form cred-check__mobile" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="cred-check__mobile-title">
        核对持证人手机号
      </h4>
      <div className="cred-check__actions">
        <TextField
          id={`${id}-mobile`}
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="持证人提供的11位手机号"
          error={form.errorOf("mobile")}
          onInput={() => setMatch(null)}
          {...form.field("mobile")}
        />
        <button type="submit" className="btn btn--ghost">
          核对
        </button>
      </div>
      <p className="cred-check__note" aria-live="polite">
        {match === null ? "手机号只在本机计算比对，不会发送给任何人。" : match ? "✓ 手机号与证书持有人一致" : "✗ 手机号与证书持有人不一致"}
      </p>
    </form>
  );
}
