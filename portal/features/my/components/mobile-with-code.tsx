import type * as v from "valibot";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { useCaptcha } from "@/portal/lib/captcha";
import type { SchemaForm } from "@/portal/lib/form";
import { sendCode } from "@/portal/lib/send-code";

/** The number's payload name: mobile (bind-mobile), newmobile (change-mobile). */
type MobileName = "mobile" | "newmobile";
type Values<M extends MobileName> = { areaCode: string; code: string } & Record<M, string>;

type Props<M extends MobileName, V extends Values<M>, S extends v.GenericSchema> = {
  id: string;
  label: string;
  placeholder: string;
  form: SchemaForm<V, S>;
  mobileName: M;
};

/**
 * A number and the SMS code texted to it, in a schema form of {areaCode, <number>, code}: the change-mobile dialog
 * and the bind-mobile page. A refusal of the number by common/code (format, limits) shows on the number; once the
 * code is sent, its input takes the focus.
 */
export function MobileWithCode<M extends MobileName, V extends Values<M>, S extends v.GenericSchema>(p: Props<M, V, S>) {
  // V holds these fields by its constraint; react-hook-form's paths cannot be read through a type parameter.
  const form = p.form as unknown as SchemaForm<Values<"mobile">, v.GenericSchema>;
  const number = p.mobileName as "mobile";
  const [areaCode, mobile] = form.watch(["areaCode", number]);
  const captcha = useCaptcha();
  return (
    <>
      <MobileField
        id={`${p.id}-mobile`}
        label={p.label}
        required
        error={form.errorOf(number) ?? form.errorOf("areaCode")}
        rowClassName="change-mobile__row"
        areaClassName="change-mobile__area"
        areaCode={form.field("areaCode", number)}
        mobile={form.field(number)}
        inputProps={{ type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: p.placeholder }}
      />
      <SmsCodeField
        id={`${p.id}-code`}
        required
        areaCode={areaCode}
        mobile={mobile}
        input={form.field("code")}
        error={form.errorOf("code")}
        captcha={captcha}
        send={sendCode}
        onMobileError={(_field, msg) => form.showError(number, msg)}
        onSent={() => form.setFocus("code")}
      />
    </>
  );
}
