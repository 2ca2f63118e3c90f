import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { pearsonVoupayCall } from "@/api/contract/payment";
import { VoucherPaySchema } from "@/api/contract/voucher";
import { ApiError, api } from "@/portal/lib/api";

/** pearson/voupay {userid, examid, pwd}: checked with the server's own schema first ('请输入完整代金券'). */
async function redeemVoucher(input: { userid: number; examid: number; segments: string[] }) {
  const checked = v.safeParse(VoucherPaySchema, { userid: input.userid, examid: input.examid, pwd: input.segments.join("-") });
  if (!checked.success) throw new ApiError(1, checked.issues[0].message, { field: "pwd" });
  // A refused code is shown under the inputs, not as a toast.
  return api.send(pearsonVoupayCall, checked.output, { onFail: () => {} });
}

export const useRedeemVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemVoucher,
    // The registration is paid: its pay page's order and status are stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["certification"] }),
  });
};
