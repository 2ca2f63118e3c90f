import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CloseAccount, myCloseAccountCall, myExportDataCall } from "@/api/contract/my-profile";
import { api, type CallOptions } from "../../lib/api";

/** my/ExportData: the archive of everything held about the person, saved as a JSON file. */
export async function downloadMyData() {
  const archive = await api.send(myExportDataCall, {});
  const blob = new Blob([JSON.stringify(archive, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `我的数据-${archive.exportedAt.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** my/CloseAccount: erases the account; every cached answer about the person goes with it. */
export function useCloseAccount(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseAccount) => api.send(myCloseAccountCall, input, options),
    onSuccess: () => queryClient.clear(),
  });
}
