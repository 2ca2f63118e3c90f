import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { MY_EXAM_TYPES, type MyExamType } from "@/api/contract/certification-requests";
import { api } from "@/portal/lib/api";

export { MY_EXAM_TYPES, type MyExamType };

/** One attempt as /my/examinfo shows it (answered by my/examinfo). */
export type MyExam = {
  eadid: number;
  examId: number;
  examName: string;
  status: string;
  statusText: string;
  createTime: string;
  session: { name: string; startTime: string } | null;
  action: { text: string; url: string } | null;
  score: number | null;
  passScore: number;
  zongFen: number;
  resultTime: string;
  certificateNo: string;
  certificate: { number: string; statusText: string; expiresAt: string; printUrl: string } | null;
  paidFen: number;
  paper: { status: string; statusText: string; courier: string; trackingNo: string } | null;
  invoice: { status: string; statusText: string; invoiceNo: string } | null;
  canPaper: boolean;
  canInvoice: boolean;
};

export type MyExamPage = {
  list: MyExam[];
  pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number; type: MyExamType };
};

export const MY_EXAM_PAGE_SIZE = 10;

/** Every exam-record query sits under this key, so a request invalidates every list and page at once. */
export const MY_EXAM_KEYS = {
  all: ["certification", "my-exams"],
  page: (type: MyExamType, page: number) => ["certification", "my-exams", type, page],
} as const;

/** my/examinfo {currentPage, type}: the page's own list call (spec 001: "posts to its own URL"). */
export const fetchMyExamPage = (type: MyExamType, currentPage: number) =>
  api.query<MyExamPage>("my/examinfo", { type, currentPage, pageSize: MY_EXAM_PAGE_SIZE });

export const getMyExamPageQueryOptions = (type: MyExamType, page: number) =>
  queryOptions({ queryKey: MY_EXAM_KEYS.page(type, page), queryFn: () => fetchMyExamPage(type, page) });

export const useMyExamPage = (type: MyExamType, page: number) => useSuspenseQuery(getMyExamPageQueryOptions(type, page)).data;
