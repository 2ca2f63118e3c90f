import type { AdminModule } from "@/api/admin/module";
import { pointsLedgerResource } from "./points-ledger";
import { pointsSettingsResource } from "./points-settings";

/** The back office of points: the expiry setting and the ledger. */
export const pointsAdmin: AdminModule = { resources: [pointsSettingsResource, pointsLedgerResource] };
