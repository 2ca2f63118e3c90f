import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { commonGetinterestlistCall, type InterestCategory } from "@/api/contract/interest";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** The survey's questions a pack is about: the posts, industries and topics a learner follows. */
const PACK_TOPIC_CATES = new Set([2, 3, 8]);

/** A category's first-level options as chips. */
export type TopicGroup = { cateId: number; title: string; options: { id: number; title: string }[] };

export const topicGroupsOf = (list: InterestCategory[]): TopicGroup[] =>
  list
    .filter((c) => PACK_TOPIC_CATES.has(c.cateId))
    .map((c) => ({
      cateId: c.cateId,
      title: c.title,
      options: c.oplist.filter((o) => !o.isother).map((o) => ({ id: o.id, title: o.title })),
    }));

/** common/getinterestlist, as the pack form's interest chips (treelist holds their ids). */
export const getTopicGroupsQueryOptions = () =>
  queryOptions({
    queryKey: STUDY_KEYS.interests,
    queryFn: () => api.query(commonGetinterestlistCall).then((d) => topicGroupsOf(d.list)),
    staleTime: 5 * 60_000,
  });

export const useTopicGroups = () => useSuspenseQuery(getTopicGroupsQueryOptions()).data;
