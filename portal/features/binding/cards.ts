import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { type BindCard, myBindCall, myCardCall, OPEN_CARD_BINDING_CODE } from "@/api/contract/binding";
import { api } from "../../lib/api";

const CARDS_KEY = ["binding", "cards"] as const;

/** my/card: the person's cards (one page of 50 covers anyone's). */
export const getMyCardsQueryOptions = () =>
  queryOptions({ queryKey: CARDS_KEY, queryFn: () => api.query(myCardCall, { currentPage: 1, pageSize: 50 }) });

export const useMyCards = () => useSuspenseQuery(getMyCardsQueryOptions()).data;

/** my/bind with the form's number and password; a refusal is the form's to show. */
export const useBindCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BindCard) => api.send(myBindCall, input, { onFail: () => {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
};

/**
 * A card's link (/my/card?cardNo=…) asks my/bind with the number only; its code 9 opens card binding with the number
 * filled in (spec 001 section 8). Answers where to go, or null.
 */
export async function cardLinkTarget(cardNo: string) {
  const env = await api.call(myBindCall, { cardNo }, { onFail: () => {} });
  if (env.code !== OPEN_CARD_BINDING_CODE) return null;
  const number = (env.data as { cardNo?: string } | null)?.cardNo ?? "";
  return `/my/BindCard?cardNo=${encodeURIComponent(number)}`;
}
