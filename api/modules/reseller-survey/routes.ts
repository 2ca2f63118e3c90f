import { resellerSurveyGetCall, resellerSurveySaveCall, SURVEY_MSG } from "@/api/contract/reseller-survey";
import { loginCall, reply } from "../../protocol/call";
import { saveSurvey, surveyFor } from "./service";

/** The reseller survey: resellers only (a visitor is sent to sign in, 1503). */
export const resellerSurveyCalls = [
  loginCall(resellerSurveyGetCall, { handle: (_input, { deps, user }) => surveyFor(deps.db, user.id) }),
  loginCall(resellerSurveySaveCall, {
    async handle(input, { deps, user }) {
      await saveSurvey(deps.db, user.id, input.list);
      return reply(null, SURVEY_MSG.saved);
    },
  }),
];
