import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myMynoteCall } from "@/api/contract/lesson-talk";
import { api } from "../../lib/api";
import { NOTE_KEYS } from "./notes";

const MY_NOTE_PAGE_SIZE = 20;

/** my/mynote: a page of all my notes, the latest first (我的笔记, reached from 我的课程). */
export const getMyNotesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...NOTE_KEYS.all, page],
    queryFn: () => api.query(myMynoteCall, { currentPage: page, pageSize: MY_NOTE_PAGE_SIZE }),
  });

export const useMyNotes = (page: number) => useSuspenseQuery(getMyNotesQueryOptions(page)).data;
