import type { PackListType } from "@/api/contract/study";

/** Every course-pack query sits under "study"; each mutation invalidates the keys of what it changed. */
export const STUDY_KEYS = {
  list: (type: PackListType) => ["study", "list", type],
  self: ["study", "self"],
  pack: (id: number) => ["study", "pack", id],
  replies: (id: number) => ["study", "replies", id],
  /** A pack's search results, every tab and keyword. */
  searchAll: (packId: number) => ["study", "search", packId],
  search: (packId: number, type: number, key: string) => ["study", "search", packId, type, key],
  interests: ["study", "interests"],
} as const;
