import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { ActivityCard, Attend } from "./activity-detail";

export type SpecialTask = { id: number; title: string; score: number; isFinish: number; isDraw: number };
/** A medal level; the visitor holds it when userId is above 0 (spec 001 "Medals"). */
export type MedalLevel = {
  id: number;
  medalId: number;
  level: number;
  number: number;
  score: number;
  icon: string;
  iconLighten: string;
  startTime: string | null;
  endTime: string | null;
  userId: number;
};
export type StepMedal = { medal: { id: number; name: string; type: number; whereType: number; memo: string }; list: MedalLevel[] };
export type SpecialStep = { id: number; title: string; tasks: SpecialTask[]; medal: StepMedal | null };
export type Special = { activity: ActivityCard; isShare: number; attend: Attend; steps: SpecialStep[] };

/** Activity/Special {id}: steps with tasks and medals, and the visitor's progress. */
export const fetchSpecial = (id: number) => api.query<Special>("Activity/Special", { id });

export const getSpecialQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["activity", "special", id], queryFn: () => fetchSpecial(id) });

export const useSpecial = (id: number) => useSuspenseQuery(getSpecialQueryOptions(id)).data;
