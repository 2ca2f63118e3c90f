import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import type { ContentPage } from "@/api/contract/content";
import { api } from "../../lib/api";
import { LIBRARIES, type Library } from "./content-item";

const CONTENT_PAGE_SIZE = 12;

/** One page of a library (SolutionContents/CaseBase, Idea, Reward, solution) in a category (0: all). */
const fetchLibraryPage = (library: Library, cateId: number, currentPage: number) =>
  api.query(LIBRARIES[library].call, { cateId, currentPage, pageSize: CONTENT_PAGE_SIZE });

/** The list grows by infinite scroll (spec 001: case and idea libraries) on every screen. */
export const getLibraryListQueryOptions = (library: Library, cateId: number) =>
  infiniteQueryOptions({
    queryKey: ["content", "list", library, cateId],
    queryFn: ({ pageParam }) => fetchLibraryPage(library, cateId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ContentPage) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useLibraryList = (library: Library, cateId: number) => useSuspenseInfiniteQuery(getLibraryListQueryOptions(library, cateId));
