import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { type PayPage, pearsonConfirmCall } from "@/api/contract/payment";
import { api } from "@/portal/lib/api";

/** Every query of a registration's payment sits under this key. */
export const paymentKeys = {
  registration: (registrationId: number) => ["certification", "payment", registrationId],
  confirm: (registrationId: number, examId: number) => ["certification", "payment", registrationId, "confirm", examId],
  pass: (orderNum: string) => ["certification", "payment", "pass", orderNum],
} as const;

/** pearson/Confirm: the order for the registration in the page's link ({payNum, orderNum, examName}). */
const confirmPayment = (page: PayPage) => api.query(pearsonConfirmCall, page);

export const getConfirmPaymentQueryOptions = (page: PayPage) =>
  queryOptions({ queryKey: paymentKeys.confirm(page.pra_id, page.pra_em), queryFn: () => confirmPayment(page), staleTime: Infinity });

export const useConfirmPayment = (page: PayPage) => useSuspenseQuery(getConfirmPaymentQueryOptions(page));

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** The pay page's link as pearson/Confirm takes it (0 for a mangled id: the server then answers 报名信息不存在). */
export function payLinkOf(search: Partial<Record<"pra_id" | "pra_em" | "pra_cli" | "pra_sign" | "pra_single", string>>): PayPage {
  return {
    pra_id: idOf(search.pra_id),
    pra_em: idOf(search.pra_em),
    pra_cli: search.pra_cli ?? "",
    pra_sign: search.pra_sign ?? "",
    pra_single: search.pra_single ?? "",
  };
}
