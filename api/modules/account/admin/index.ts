import type { AdminModule } from "@/api/admin/module";
import { usersResource } from "./users";

/** The back office of accounts: people and their roles. */
export const accountAdmin: AdminModule = {
  resources: [usersResource],
};
