import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { TrainingIndustryRow } from "@/api/contract/training-admin";
import { trainingIndustries } from "@/db/schema/common";

/** The training industries (reference data, read only): the choices of a session's 行业, listed in training's back office. */
export const trainingIndustriesResource = defineResource<TrainingIndustryRow>()({
  name: "training-industries",
  table: trainingIndustries,
  sortable: { sort: trainingIndustries.sort, title: trainingIndustries.title },
  filters: { q: search(trainingIndustries.title) },
  serialize: (i) => ({ id: i.id, title: i.title, sort: i.sort }),
});
