import { queryOptions, useQuery } from "@tanstack/react-query";
import { moocGetCommentListCall } from "@/api/contract/course";
import { api } from "../../lib/api";

const COMMENT_PAGE_SIZE = 10;

/** MoocTraining/GetCommentList: one page of a course's comments, with the person's own. */
const fetchComments = (id: string, currentPage: number) =>
  api.query(moocGetCommentListCall, { id, currentPage, pageSize: COMMENT_PAGE_SIZE });

export const COMMENT_KEYS = { all: (id: string) => ["course", "comments", id] } as const;

const getCommentsQueryOptions = (id: string, page: number) =>
  queryOptions({ queryKey: [...COMMENT_KEYS.all(id), page], queryFn: () => fetchComments(id, page) });

/** Below the fold and paged in place: the previous page stays while the next loads. */
export const useComments = (id: string, page: number) =>
  useQuery({ ...getCommentsQueryOptions(id, page), placeholderData: (previous) => previous });
