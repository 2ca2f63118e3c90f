import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Letter, myGetLetterDetailCall, myMarkLetterReadCall } from "@/api/contract/letters";
import { api } from "../../lib/api";
import { LETTER_KEYS } from "./letters";
import { type CachedLetters, readInCache } from "./read-state";

/** my/GetLetterDetail {letterId}: the letter, which the server now counts as read. */
const fetchLetterDetail = (letterId: number) => api.send(myGetLetterDetailCall, { letterId });

/** my/markLetterRead without an id: every letter read ('全部已读'). */
const markAllLettersRead = () => api.send(myMarkLetterReadCall, {});

/**
 * Spec 001 "Letters": opening marks the letter read in every cached list at once, then calls detail. Lists stay as
 * they are until visited again (marked stale, not refetched), so an opened letter does not vanish from 未读 under
 * the reader; the badge is refetched.
 */
export function useOpenLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letter: Letter) => fetchLetterDetail(letter.id),
    onMutate: async (letter) => {
      await queryClient.cancelQueries({ queryKey: LETTER_KEYS.all });
      queryClient.setQueriesData<CachedLetters>({ queryKey: LETTER_KEYS.all }, (data) => readInCache(data, letter.id, !letter.isRead));
    },
    // The call failed (its message is toasted): the cache guessed wrong, so everything shown is fetched afresh.
    onError: () => queryClient.invalidateQueries({ queryKey: LETTER_KEYS.all }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LETTER_KEYS.all, refetchType: "none" });
      await queryClient.refetchQueries({ queryKey: LETTER_KEYS.latest });
    },
  });
}

/** 全部已读: every cached letter read at once, then the lists and the badge fetched afresh. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllLettersRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: LETTER_KEYS.all });
      queryClient.setQueriesData<CachedLetters>({ queryKey: LETTER_KEYS.all }, (data) => readInCache(data, null, false));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LETTER_KEYS.all }),
  });
}
