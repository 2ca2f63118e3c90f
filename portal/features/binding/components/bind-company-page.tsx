import "./binding.css";
import { BindCompanySchema, type BindingState, bindConfirmText, type CompanyBinding } from "@/api/contract/binding";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { SelectField, TextField } from "@/portal/components/form/text-field";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useCompanyBinding, useRequestBinding, useUnbindCompany } from "../company-binding";

const STATE_NAMES: Record<BindingState, string> = { pending: "待企业审核", approved: "已绑定", refused: "未通过", unbound: "已解绑" };
/** Unbind success reloads the page after 2 s (spec 001 section 9). */
const RELOAD_AFTER_MS = 2000;

function StateBadge({ status }: { status: BindingState }) {
  return <span className={`binding-badge binding-badge--${status}`}>{STATE_NAMES[status]}</span>;
}

function useUnbind() {
  const unbind = useUnbindCompany();
  return async (row: CompanyBinding, question: string) => {
    if (!(await confirmModal(question))) return;
    const msg = await unbind.mutateAsync(row.id);
    if (msg === null) return;
    toast(msg, { tone: "success" });
    setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };
}

/** The form: pick a company, give the employee number, confirm '确定与公司【{company}】绑定?'. */
function BindForm({ companies }: { companies: { companyId: number; companyName: string }[] }) {
  const form = useSchemaForm({
    schema: BindCompanySchema,
    defaultValues: { companyId: "", employeeId: "" },
    toInput: (values) => ({ companyId: Number(values.companyId) || 0, employeeId: values.employeeId }),
  });
  const request = useRequestBinding();
  const submit = form.onSubmit(async (input) => {
    const company = companies.find((c) => c.companyId === input.companyId)?.companyName ?? "";
    if (!(await confirmModal(bindConfirmText(company)))) return;
    try {
      await request.mutateAsync(input);
      toast("绑定申请已提交，请等待企业审核", { tone: "success" });
      form.reset();
    } catch (err) {
      if (!form.serverError(err)) toast((err as Error).message, { tone: "error" });
      throw err;
    }
  });
  const companyError = form.errorOf("companyId");
  const employeeError = form.errorOf("employeeId");
  return (
    <form className="form binding-form" onSubmit={submit} noValidate>
      <SelectField id="bind-company" label="选择公司" required error={companyError} {...form.field("companyId")}>
        <option value="">请选择公司</option>
        {companies.map((c) => (
          <option key={c.companyId} value={c.companyId}>
            {c.companyName}
          </option>
        ))}
      </SelectField>
      <TextField
        id="bind-employee"
        label="工号"
        error={employeeError}
        hint="选填，便于企业人事核对身份"
        maxLength={30}
        placeholder="请输入您在该公司的工号"
        {...form.field("employeeId")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <div>
        <SubmitButton pending={form.submitting} className="btn btn--primary btn--lg">
          申请绑定
        </SubmitButton>
      </div>
    </form>
  );
}

/** /my/bindcompany: the company I am bound to, my requests and their state, and a new request to a company's HR. */
export function BindCompanyPage() {
  const { current, requests, companies } = useCompanyBinding();
  const unbind = useUnbind();
  const waiting = requests.filter((r) => r.status === "pending");
  const history = requests.filter((r) => r.status !== "pending" && r.id !== current?.id);
  return (
    <div className="page container binding-page">
      <h1 className="binding-page__title">绑定公司</h1>
      <section className="card binding-card" aria-labelledby="binding-current">
        <h2 className="binding-card__title" id="binding-current">
          当前绑定
        </h2>
        {current ? (
          <div className="binding-state">
            <div>
              <span className="binding-state__name">{current.companyName}</span>
              <StateBadge status="approved" />
              <div className="binding-list__meta">
                {current.employeeId ? `工号 ${current.employeeId} · ` : ""}审核通过于 {current.decideTime}
              </div>
            </div>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => unbind(current, `确定解除与公司【${current.companyName}】的绑定?`)}
            >
              解除绑定
            </button>
          </div>
        ) : (
          <p className="binding-card__text">您还没有绑定公司。绑定后，所在公司可以查看您的学习与认证情况。</p>
        )}
        {waiting.length > 0 && (
          <ul className="binding-list">
            {waiting.map((r) => (
              <li key={r.id}>
                <div>
                  {r.companyName}
                  <StateBadge status="pending" />
                  <div className="binding-list__meta">申请于 {r.createTime}</div>
                </div>
                <button type="button" className="btn btn--text" onClick={() => unbind(r, `确定撤回与公司【${r.companyName}】的绑定申请?`)}>
                  撤回申请
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card binding-card" aria-labelledby="binding-new">
        <h2 className="binding-card__title" id="binding-new">
          {current ? "更换绑定公司" : "申请绑定公司"}
        </h2>
        <p className="binding-card__text">提交后由该公司的企业账号审核，审核结果将通过站内信通知您。</p>
        {companies.length ? <BindForm companies={companies} /> : <p className="binding-empty">暂无可绑定的公司</p>}
      </section>
      {history.length > 0 && (
        <section className="card binding-card" aria-labelledby="binding-history">
          <h2 className="binding-card__title" id="binding-history">
            申请记录
          </h2>
          <ul className="binding-list">
            {history.map((r) => (
              <li key={r.id}>
                <div>
                  {r.companyName}
                  <StateBadge status={r.status} />
                  <div className="binding-list__meta">
                    申请于 {r.createTime}
                    {r.reason ? ` · 原因：${r.reason}` : ""}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
