import type { MyExam } from "@/api/contract/certification-requests";
import { ExamFeeRefundSchema, FEE_REFUND_MSG } from "@/api/contract/exam-fee-refunds";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAskFeeRefund } from "../ask-fee-refund";

type Props = { exam: MyExam; onDone: (url: string) => void };

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The 申请退还考试费 pop-up (docs/decisions/0048): what goes back and how, then one confirmation. Nothing to fill in:
 * the attempt is the record's; a refusal (the rules the server checks) shows above the button.
 */
export function FeeRefundForm({ exam, onDone }: Props) {
  const form = useSchemaForm({ schema: ExamFeeRefundSchema, defaultValues: {}, toInput: () => ({ eadid: exam.eadid }) });
  const request = useAskFeeRefund({ onFail: (env) => form.serverError(env) });

  const submit = form.onSubmit(async (input) => {
    const data = await request.mutateAsync(input);
    toast(FEE_REFUND_MSG.done, { tone: "success" });
    onDone(data.url);
  });

  return (
    <form className="form exam-request" onSubmit={submit} noValidate>
      <p className="exam-request__subject">
        {exam.examName}
        <span className="exam-request__amount">考试费 ¥{yuan(exam.paidFen)}</span>
      </p>
      <ul className="exam-request__terms">
        <li>您所在的企业报销该考试：认证员工通过考试后可申请退还考试费。</li>
        <li>提交后由平台审核，审核通过后考试费将按原支付方式原路退回，结果会以站内信通知您。</li>
        <li>每次考试只能申请一次。</li>
      </ul>
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={request.isPending}>确认申请</SubmitButton>
    </form>
  );
}
