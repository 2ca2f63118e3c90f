import type { AdminModule } from "@/api/admin/module";
import { interestOptionsResource } from "./interest-options";

/** The back office of interest options. */
export const interestAdmin: AdminModule = {
  resources: [interestOptionsResource],
};
