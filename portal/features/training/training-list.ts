import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { trainingGetList3Call } from "@/api/contract/training";
import { api } from "../../lib/api";
import { listPayload, type TrainingListFilters } from "./list-filters";
import { pagedQueries } from "./paged-queries";

/** Two rows of three on desktops. */
const TRAINING_LIST_PAGE_SIZE = 6;

const trainingList = (f: TrainingListFilters) => {
  const payload = listPayload(f);
  return pagedQueries(["training", "list3", payload], (currentPage) =>
    api.query(trainingGetList3Call, { ...payload, currentPage, pageSize: TRAINING_LIST_PAGE_SIZE }),
  );
};

/** The desktop's numbered pages (the page is the address's). */
export const getTrainingListQueryOptions = (f: TrainingListFilters) => trainingList(f).page(f.page);

export const useTrainingList = (f: TrainingListFilters) => useSuspenseQuery(getTrainingListQueryOptions(f)).data;

/** The phone's load-more list. */
export const getTrainingListInfiniteOptions = (f: TrainingListFilters) => trainingList(f).more();

export const useTrainingListMore = (f: TrainingListFilters) => useSuspenseInfiniteQuery(getTrainingListInfiniteOptions(f));
