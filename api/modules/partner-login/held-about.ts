import { erased, type Holding } from "@/api/personal-data";
import { deleteHandoffsOf } from "./queries";

/** Partner sign-ins: a hand-over waiting goes on closing; a reseller's record is the partner's. */
export const partnerLoginHoldings: Holding[] = [
  {
    key: "partnerSignIns",
    tables: ["oauth_handoffs"],
    export: { notExported: "a one-time hand-over of a partner's sign-in, a secret of the service" },
    close: erased(deleteHandoffsOf),
  },
  {
    key: "resellers",
    tables: ["resellers", "reseller_auth_codes"],
    export: { notExported: "a partner's reseller record and the codes operators issue" },
    close: { kept: "the partner's reseller record" },
  },
];
