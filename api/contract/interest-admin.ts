import type { InterestCateId } from "./interest";

/** An option of the interest survey's tree as the back office lists and edits it. */
export type InterestOptionRow = {
  id: number;
  cateId: InterestCateId;
  parentId: number | null;
  title: string;
  value: number;
  sort: number;
  exclusive: boolean;
  isOther: boolean;
  childTitle: string;
  childMultiple: boolean;
};
