import { useId } from "react";
import { AddInvoiceSchema, INVOICE_TITLE, type MyExam, REQUEST_MSG } from "@/api/contract/certification-requests";
import type { UserInfo } from "@/api/contract/my";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { WithMyProfile } from "@/portal/components/form/with-my-profile";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { mainlandMobileOf } from "@/portal/lib/my-profile";
import { useAddInvoice } from "../add-invoice";

type Props = { exam: MyExam; onDone: (url: string) => void };
type Title = (typeof INVOICE_TITLE)[keyof typeof INVOICE_TITLE];

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The title the profile (/my/edit) gives an invoice: the person's name, or their company's. */
const titleOf = (mySelf: number, me: UserInfo | undefined) =>
  mySelf === INVOICE_TITLE.company ? me?.mainCompany || me?.companyName || "" : (me?.chineseName ?? "");

/**
 * The invoice pop-up: personal or company title, tax number for a company, mobile, and the e-mail it is sent to; the
 * title, mobile and e-mail start as the profile says.
 */
export function InvoiceForm(props: Props) {
  return <WithMyProfile>{(me) => <InvoiceFields {...props} me={me} />}</WithMyProfile>;
}

function InvoiceFields({ exam, onDone, me }: Props & { me: UserInfo | undefined }) {
  const id = useId();
  const form = useSchemaForm({
    schema: AddInvoiceSchema,
    defaultValues: {
      mySelf: INVOICE_TITLE.personal as number,
      unitName: titleOf(INVOICE_TITLE.personal, me),
      registrationNumber: "",
      takerMobile: mainlandMobileOf(me),
      detailedAddress: me?.email ?? "",
    },
    toInput: (values) => ({
      eadid: exam.eadid,
      ...values,
      registrationNumber: values.mySelf === INVOICE_TITLE.company ? values.registrationNumber : "",
    }),
  });
  const request = useAddInvoice({ onFail: (env) => form.serverError(env) });
  const mySelf = form.watch("mySelf");
  const company = mySelf === INVOICE_TITLE.company;
  const error = form.errorOf;

  // A title still as the profile gave it follows the choice; one typed stays.
  const choose = (next: Title) => {
    const untouched = form.getValues("unitName") === titleOf(mySelf, me);
    form.change("mySelf", next);
    if (untouched) form.setValue("unitName", titleOf(next, me));
  };

  const submit = form.onSubmit(async (input) => {
    const data = await request.mutateAsync(input);
    toast(REQUEST_MSG.invoiceDone, { tone: "success" });
    onDone(data.url);
  });

  const text = (
    field: "unitName" | "registrationNumber" | "takerMobile" | "detailedAddress",
    label: string,
    placeholder: string,
    extra: object = {},
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      required
      error={error(field)}
      placeholder={placeholder}
      {...form.field(field)}
      {...extra}
    />
  );

  return (
    <form className="form exam-request" onSubmit={submit} noValidate>
      <p className="exam-request__subject">
        {exam.examName}
        <span className="exam-request__amount">金额 ¥{yuan(exam.paidFen)}</span>
      </p>
      <fieldset className="exam-request__choice">
        <legend className="field__label">发票抬头类型</legend>
        {[
          { value: INVOICE_TITLE.personal, label: "个人" },
          { value: INVOICE_TITLE.company, label: "单位" },
        ].map((o) => (
          <label key={o.value} className="checkbox">
            <input type="radio" name={`${id}-myself`} checked={mySelf === o.value} onChange={() => choose(o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
      {text("unitName", "发票抬头", company ? "单位全称" : "个人姓名", { maxLength: 100 })}
      {company && text("registrationNumber", "纳税人识别号", "15、18或20位税号", { maxLength: 20 })}
      {text("takerMobile", "手机号码", "收票人手机号", { inputMode: "tel", maxLength: 11 })}
      {text("detailedAddress", "接收邮箱", "电子发票将发送到该邮箱", { type: "email", maxLength: 100 })}
      <p className="exam-request__terms">电子发票将在申请后 1-2 个月内发送至您填写的邮箱。</p>
      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={request.isPending}>提交申请</SubmitButton>
    </form>
  );
}
