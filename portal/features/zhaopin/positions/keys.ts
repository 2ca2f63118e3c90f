import type { PositionFilter } from "@/api/contract/zhaopin-positions";

/** Every recruitment query of the candidate's side sits under "zhaopin": a sent CV refreshes the detail and the applied list. */
export const ZHAOPIN_KEYS = {
  all: ["zhaopin"],
  list: (f: PositionFilter) => ["zhaopin", "positions", f],
  detail: (id: number) => ["zhaopin", "position", id],
  company: (id: number) => ["zhaopin", "company", id],
  appliedAll: ["zhaopin", "applied"],
  applied: (key: string) => ["zhaopin", "applied", key],
  alerts: ["zhaopin", "alerts"],
  recommended: ["zhaopin", "recommended"],
} as const;
