import type { AdminModule } from "@/api/admin/module";
import { cardBatchesResource, cardBatchRoutes, learningCardsResource } from "./card-batches";
import { companyBindingsResource } from "./company-bindings";

/** The back office of company binding (HR decides) and learning cards (operators issue batches). */
export const bindingAdmin: AdminModule = {
  resources: [companyBindingsResource, cardBatchesResource, learningCardsResource],
  routes: { "card-batches": cardBatchRoutes },
};
