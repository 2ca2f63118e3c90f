import type { Holding } from "@/api/personal-data";
import { keyOf, privateOwner } from "../upload/keys";
import { deleteResponse, findResponse } from "./queries";

/**
 * The reseller survey's answers (contact name, phone, the business licence). On closing they go, and the person's
 * own private uploads named in them: only files under their own id, so an answer naming another file deletes nothing.
 */
export const resellerSurveyHoldings: Holding[] = [
  {
    key: "resellerSurvey",
    tables: ["reseller_survey_responses"],
    export: async (db, userId) => (await findResponse(db, userId))?.answers ?? null,
    close: async (tx, userId) =>
      (await deleteResponse(tx, userId))
        .map((a) => a.val)
        .filter((path) => {
          const key = keyOf(path);
          return !!key && privateOwner(key) === userId;
        }),
  },
];
