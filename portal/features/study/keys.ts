import type { PackListType } from "@/api/contract/study";
import { STUDY_PACK_KEYS } from "../../lib/query-keys";

/** Every course-pack query sits under "study"; each mutation invalidates the keys of what it changed. */
export const STUDY_KEYS = {
  list: (type: PackListType) => ["study", "list", type],
  self: ["study", "self"],
  pack: STUDY_PACK_KEYS.pack,
  replies: (id: number) => ["study", "replies", id],
  /** A pack's search results, every tab and keyword. */
  searchAll: (packId: number) => ["study", "search", packId],
  search: (packId: number, type: number, key: string) => ["study", "search", packId, type, key],
  interests: ["study", "interests"],
} as const;
