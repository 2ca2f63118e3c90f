import type { AdminModule } from "@/api/admin/module";
import { searchMissedQueriesResource, searchTopQueriesResource } from "./search-report";

/** The back office of search: what people look for and do not find. */
export const searchAdmin: AdminModule = {
  resources: [searchTopQueriesResource, searchMissedQueriesResource],
};
