import { useMutation } from "@tanstack/react-query";
import * as v from "valibot";
import { type Cashier, OrderNumberSchema, PAY_MSG, payWxJsPayCall, payWxQrPayCall, payWxWapPayCall } from "@/api/contract/payment";
import { ApiError, api } from "@/portal/lib/api";

/** How the page pays: the JS bridge inside WeChat, a redirect on a phone browser, a QR code on a desktop. */
export type PayWay = "js" | "wap" | "qr";

const CALLS = { js: payWxJsPayCall, wap: payWxWapPayCall, qr: payWxQrPayCall } satisfies Record<PayWay, unknown>;

/** Which site asks for a phone payment (pay/WxWapPay {organization}). */
const ORGANIZATION = "portal";

/** The payment service's cashier for an order; an empty number never leaves the page ('order number cannot be empty'). */
async function openCashier(way: PayWay, orderNumber: string): Promise<Cashier> {
  const checked = v.safeParse(OrderNumberSchema, { orderNumber });
  if (!checked.success) throw new ApiError(1, checked.issues[0].message);
  try {
    const { orderNumber: number } = checked.output;
    // The page shows the failure itself (next to the QR code, or as a toast): no second toast from the api layer.
    const quiet = { onFail: () => {} };
    return await (way === "wap"
      ? api.send(CALLS.wap, { orderNumber: number, organization: ORGANIZATION }, quiet)
      : api.send(CALLS[way], { orderNumber: number }, quiet));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // fetch itself failed: the spec's 'network error'.
    throw new ApiError(0, PAY_MSG.networkError);
  }
}

export const useOpenCashier = () =>
  useMutation({ mutationFn: ({ way, orderNumber }: { way: PayWay; orderNumber: string }) => openCashier(way, orderNumber) });
