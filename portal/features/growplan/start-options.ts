import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { commonGetinterestlistCall, type InterestOption } from "@/api/contract/interest";
import { api } from "../../lib/api";
import { GROWPLAN_KEYS } from "./keys";

/** The interest survey's categories the start form asks (spec 001: 2 post, 4 growth stage, 3 industry). */
const CATE = { post: 2, stage: 4, industry: 3 } as const;

type Choice = { id: number; title: string };
const choicesOf = (options: InterestOption[]): Choice[] => options.map((o) => ({ id: o.id, title: o.title }));

/** common/getinterestlist, cut to the start form's three questions; the survey's 其他 post is the form's 自定义. */
async function fetchStartOptions() {
  const { list } = await api.query(commonGetinterestlistCall);
  const of = (cateId: number) => list.find((c) => c.cateId === cateId)?.oplist ?? [];
  return {
    posts: choicesOf(of(CATE.post).filter((o) => !o.isother)),
    stages: choicesOf(of(CATE.stage)),
    industries: choicesOf(of(CATE.industry)),
  };
}

export const getStartOptionsQueryOptions = () => queryOptions({ queryKey: GROWPLAN_KEYS.startOptions, queryFn: fetchStartOptions });

export const useStartOptions = () => useSuspenseQuery(getStartOptionsQueryOptions()).data;
