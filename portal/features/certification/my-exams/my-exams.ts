import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { type MyExamType, myExaminfoCall } from "@/api/contract/certification-requests";
import { api } from "@/portal/lib/api";

const MY_EXAM_PAGE_SIZE = 10;

/** Every exam-record query sits under this key, so a request invalidates every list and page at once. */
export const MY_EXAM_KEYS = {
  all: ["certification", "my-exams"],
  page: (type: MyExamType, page: number) => ["certification", "my-exams", type, page],
} as const;

/** my/examinfo {currentPage, type}: the page's own list call (spec 001: "posts to its own URL"). */
const fetchMyExamPage = (type: MyExamType, currentPage: number) =>
  api.query(myExaminfoCall, { type, currentPage, pageSize: MY_EXAM_PAGE_SIZE });

export const getMyExamPageQueryOptions = (type: MyExamType, page: number) =>
  queryOptions({ queryKey: MY_EXAM_KEYS.page(type, page), queryFn: () => fetchMyExamPage(type, page) });

export const useMyExamPage = (type: MyExamType, page: number) => useSuspenseQuery(getMyExamPageQueryOptions(type, page)).data;
