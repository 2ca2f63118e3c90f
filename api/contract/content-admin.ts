/** A content library's category as the back office lists and edits it; lwId names the library. */
export type ContentCategoryRow = { id: number; lwId: number; name: string; sort: number };

/** An item of a content library (or a solution's article) as the back office lists and edits it (dates as ISO text). */
export type ContentItemRow = {
  id: number;
  /** solution, article, case, idea or reward (db/schema/content.ts). */
  kind: string;
  cateId: number | null;
  solutionId: number | null;
  types: number;
  title: string;
  cover: string;
  summary: string;
  body: string;
  tags: string[];
  published: boolean;
  sort: number;
  createdAt: string;
  updatedAt: string;
};
