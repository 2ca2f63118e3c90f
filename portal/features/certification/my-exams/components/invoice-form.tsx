import { useId } from "react";
import { AddInvoiceSchema, INVOICE_TITLE, type MyExam, REQUEST_MSG } from "@/api/contract/certification-requests";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAddInvoice } from "../add-invoice";
import { FormActions } from "./form-actions";

type Props = { exam: MyExam; onDone: (url: string) => void };

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The invoice pop-up: personal or company title, tax number for a company, mobile, and the e-mail it is sent to. */
export function InvoiceForm({ exam, onDone }: Props) {
  const id = useId();
  const form = useSchemaForm({
    schema: AddInvoiceSchema,
    defaultValues: {
      mySelf: INVOICE_TITLE.personal as number,
      unitName: "",
      registrationNumber: "",
      takerMobile: "",
      detailedAddress: "",
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
    <Field id={`${id}-${field}`} label={label} required error={error(field)}>
      <input
        className="input"
        placeholder={placeholder}
        {...form.field(field)}
        {...extra}
        {...invalidProps(`${id}-${field}`, error(field))}
      />
    </Field>
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
            <input type="radio" name={`${id}-myself`} checked={mySelf === o.value} onChange={() => form.change("mySelf", o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
      {text("unitName", "发票抬头", company ? "单位全称" : "个人姓名", { maxLength: 100 })}
      {company && text("registrationNumber", "纳税人识别号", "15、18或20位税号", { maxLength: 20 })}
      {text("takerMobile", "手机号码", "收票人手机号", { inputMode: "tel", maxLength: 11 })}
      {text("detailedAddress", "接收邮箱", "电子发票将发送到该邮箱", { type: "email", maxLength: 100 })}
      <p className="exam-request__terms">电子发票将在申请后 1-2 个月内发送至您填写的邮箱。</p>
      <FormActions error={error(FORM_ERROR)} pending={request.isPending} />
    </form>
  );
}
