/** An item of a library list (spec 001 section 3: tags as JSON text, strId, cate). */
export type ContentItem = {
  strId: string;
  id: number;
  title: string;
  cover: string;
  summary: string;
  tags: string;
  cateId: number;
  cate: string;
  types: number;
  typeName: string;
  createTime: string;
};

export type ContentPage = {
  list: ContentItem[];
  pager: { currentPage: number; pageSize: number; totalPage: number; totalRecord: number; cateId: number };
};

/** The four libraries: their list call, the lwId of their categories, their pages' addresses and words. */
export const LIBRARIES = {
  solution: {
    call: "SolutionContents/solution",
    lwId: 1,
    list: "/Solution/List",
    detail: "/Solution/Detail",
    title: "解决方案",
    empty: "暂无解决方案",
  },
  idea: { call: "SolutionContents/Idea", lwId: 2, list: "/Idea/Index", detail: "/Idea/Detail", title: "创意库", empty: "暂无创意" },
  reward: {
    call: "SolutionContents/Reward",
    lwId: 3,
    list: "/Reward/List",
    detail: "/Reward/Detail",
    title: "激励政策",
    empty: "暂无激励政策",
  },
  case: {
    call: "SolutionContents/CaseBase",
    lwId: 4,
    list: "/CaseBase/Index",
    detail: "/CaseBase/Detail",
    title: "案例库",
    empty: "暂无案例",
  },
} as const;
export type Library = keyof typeof LIBRARIES;

/** A library list's address for a category (0: all). */
export const libraryHref = (library: Library, cateId: number) => `${LIBRARIES[library].list}${cateId ? `?cateId=${cateId}` : ""}`;
