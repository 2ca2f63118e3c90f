import type { Letter, LetterBox } from "@/api/contract/letters";

/**
 * Pure: a cached letters answer with one letter read (`letterId`) or every letter (null). `wasUnread` says whether
 * the opened letter counted as unread, so pages that do not hold it still lower the badge's count.
 */
export function readInBox<T extends LetterBox>(box: T, letterId: number | null, wasUnread: boolean): T {
  const read = (l: Letter) => (letterId === null || l.id === letterId ? { ...l, isRead: 1 } : l);
  const unread = letterId === null ? 0 : Math.max(0, box.unread - (wasUnread ? 1 : 0));
  return { ...box, list: box.list.map(read), unread };
}

/** Any cached letters answer: a single page or the phone's load-more pages. */
export type CachedLetters = LetterBox | { pages: LetterBox[]; pageParams: unknown[] };

export function readInCache(data: CachedLetters | undefined, letterId: number | null, wasUnread: boolean): CachedLetters | undefined {
  if (!data) return data;
  if ("pages" in data) return { ...data, pages: data.pages.map((p) => readInBox(p, letterId, wasUnread)) };
  return readInBox(data, letterId, wasUnread);
}

/** The line a list row previews: the content's first non-empty line. */
export function firstLine(content: string) {
  return (
    content
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ?? ""
  );
}
