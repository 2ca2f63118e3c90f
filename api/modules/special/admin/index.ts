import type { AdminModule } from "@/api/admin/module";
import { specialColumnTabsResource } from "./special-column-tabs";
import { specialColumnsResource } from "./special-columns";
import { specialTabItemsResource } from "./special-tab-items";

/** The back office of special columns: the columns, their tabs and the tabs' sessions and courses. */
export const specialAdmin: AdminModule = {
  resources: [specialColumnsResource, specialColumnTabsResource, specialTabItemsResource],
};
