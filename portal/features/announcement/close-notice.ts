import { useMutation, useQueryClient } from "@tanstack/react-query";
import { homeCloseNoticeCall, type Notice } from "@/api/contract/announcement";
import { api } from "../../lib/api";
import { rememberClosed } from "./closed-notices";
import { NOTICE_KEYS } from "./notices";

/** home/CloseNotice {id}. */
const closeNoticeCall = (id: number) => api.send(homeCloseNoticeCall, { id });

/**
 * Closing a card or pop-up: it leaves the page at once; a signed-in person's close is kept on the server (every
 * device), a visitor's in this browser.
 */
export function useCloseNotice(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      if (signedIn) await closeNoticeCall(id);
      else rememberClosed(localStorage, id);
    },
    onMutate: (id) => queryClient.setQueryData<Notice[]>(NOTICE_KEYS.list, (list) => list?.filter((n) => n.id !== id)),
  });
}
