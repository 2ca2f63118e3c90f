import type { JoinSource, PackListType } from "@/api/contract/study";

/** A whole positive number of an address (?id=, ?shareuserid=); 0 for anything else. */
export const idOf = (text: unknown) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647 ? n : 0;
};

/** /study/index?type=: the tab, 1 (推荐学习包) unless the address names another. */
export const listTypeOf = (text: unknown): PackListType => {
  const n = Number(text);
  return n === 2 || n === 3 || n === 4 ? n : 1;
};

/** ?source= of a shared link: 1 the link, 2 the poster's QR code, anything else opened directly. */
export const joinSourceOf = (text: unknown): JoinSource => {
  const n = Number(text);
  return n === 1 || n === 2 ? n : 0;
};

/** The pack's page. */
export const packHref = (pack: { id: number; title: string }) => `/study/detail?id=${pack.id}&name=${encodeURIComponent(pack.title)}`;
/** The creator's page for a pack (its form, courses and order). */
export const myPackHref = (id: number) => `/study/mypack?id=${id}`;
