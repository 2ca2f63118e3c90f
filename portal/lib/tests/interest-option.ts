import type { InterestOption } from "@/api/contract/interest";

/** An interest survey option as common/getinterestlist gives it: plain unless `extra` says otherwise (cate 1, the identity question, by default). */
export const interestOption = (id: number, title: string, extra: Partial<InterestOption> = {}): InterestOption => ({
  id,
  cateId: 1,
  value: id,
  title,
  exclusive: false,
  isother: 0,
  childTitle: "",
  childMultiple: false,
  child: [],
  ...extra,
});
