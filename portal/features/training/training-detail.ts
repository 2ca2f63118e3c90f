import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export type Lecturer = { name?: string; title?: string; imgUrl?: string; Pic?: string };

/** training/Detail: the session, its phase (sta) and the visitor's own sign-up (times are UTC+8 text). */
export type TrainingDetail = {
  strId: string;
  title: string;
  cate: string;
  imageUrl: string;
  descripts: string;
  time: string;
  startTime: string;
  endTime: string;
  sta: number;
  timeStatus: number;
  lecturer: Lecturer[];
  seatsLeft: number | null;
  directed: number;
  user: number;
  attend: { id: number; audit: number };
  attendStatus: "" | "signed" | "waiting" | "released";
  position: number;
  tra: { siYuQrText: string; detailButton: string; isApprove: number; hasJoinUrl: number; hasDbUrl: number };
};

export const fetchTrainingDetail = (id: string) => api.query<TrainingDetail>("training/Detail", { id });

export const getTrainingDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["training", "detail", id], queryFn: () => fetchTrainingDetail(id) });

export const useTrainingDetail = (id: string) => useSuspenseQuery(getTrainingDetailQueryOptions(id)).data;
