import {
  solutionContentsCaseBaseCall,
  solutionContentsIdeaCall,
  solutionContentsRewardCall,
  solutionContentsSolutionCall,
} from "@/api/contract/content";

/** The four libraries: their list call, the lwId of their categories, their pages' addresses and words. */
export const LIBRARIES = {
  solution: {
    call: solutionContentsSolutionCall,
    lwId: 1,
    list: "/Solution/List",
    detail: "/Solution/Detail",
    title: "解决方案",
    empty: "暂无解决方案",
  },
  idea: { call: solutionContentsIdeaCall, lwId: 2, list: "/Idea/Index", detail: "/Idea/Detail", title: "创意库", empty: "暂无创意" },
  reward: {
    call: solutionContentsRewardCall,
    lwId: 3,
    list: "/Reward/List",
    detail: "/Reward/Detail",
    title: "激励政策",
    empty: "暂无激励政策",
  },
  case: {
    call: solutionContentsCaseBaseCall,
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
