/**
 * The learning pages' columns (spec 001 "Learning catalogues": columnType 1 product, 2 industry, 3 agency, 4 hot
 * topic; 5, the list, is the whole catalogue, as is no column), for courses and live sessions alike.
 */
export const LEARNING_COLUMNS = [
  { value: 0, tab: "全部", title: "课程中心" },
  { value: 1, tab: "产品", title: "产品课程" },
  { value: 2, tab: "行业", title: "行业课程" },
  { value: 3, tab: "代理商", title: "代理商课程" },
  { value: 4, tab: "热点专题", title: "热点专题" },
] as const;
export type LearningColumn = (typeof LEARNING_COLUMNS)[number]["value"];

/** The address's columnType as a column; anything else (5 included) is the whole catalogue, 0. */
export const parseColumn = (text: string | undefined): LearningColumn =>
  LEARNING_COLUMNS.find((c) => c.value > 0 && String(c.value) === text)?.value ?? 0;
