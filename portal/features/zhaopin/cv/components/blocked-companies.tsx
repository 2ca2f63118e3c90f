import { useId, useState } from "react";
import type { CompanySuggestion } from "@/api/contract/company";
import { BLOCKED_MSG } from "@/api/contract/zhaopin-blocked";
import { Combobox } from "@/portal/components/company/combobox";
import { useCompanySuggestions } from "@/portal/components/company/company-suggestions";
import { toast } from "@/portal/components/toast/toast-store";
import { useMyBlockedCompanies, useSetBlocked } from "../blocked-companies";

/** 屏蔽企业: find a company by name and hide my public CV from its HR (the current employer, say); undo any. */
export function BlockedCompanies() {
  const id = useId();
  const [typed, setTyped] = useState("");
  const suggestions = useCompanySuggestions(typed);
  const { data: list } = useMyBlockedCompanies();
  const save = useSetBlocked();
  const set = (companyId: number, blocked: boolean) =>
    save.mutate(
      { companyId, blocked },
      {
        onSuccess: () => {
          toast(blocked ? BLOCKED_MSG.blocked : BLOCKED_MSG.unblocked, { tone: "success" });
          setTyped("");
        },
      },
    );
  return (
    <section className="card cv-side__card" aria-label="屏蔽企业">
      <h2 className="cv-side__title">屏蔽企业</h2>
      <p className="cv-reveals__empty">被屏蔽的企业在人才库中看不到您的简历，例如您目前所在的公司。</p>
      <label className="visually-hidden" htmlFor={id}>
        搜索要屏蔽的企业
      </label>
      <Combobox<CompanySuggestion>
        id={id}
        value={typed}
        items={suggestions}
        itemKey={(c) => c.id}
        renderItem={(c) => c.companyName}
        onType={setTyped}
        onPick={(c) => set(c.id, true)}
        placeholder="输入企业名称搜索"
        listLabel="企业"
      />
      {list && list.length > 0 && (
        <ul className="cv-reveals">
          {list.map((c) => (
            <li key={c.companyId} className="cv-blocked__item">
              <span className="cv-reveals__company">{c.companyName}</span>
              <button type="button" className="btn btn--ghost btn--sm" disabled={save.isPending} onClick={() => set(c.companyId, false)}>
                取消屏蔽
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
