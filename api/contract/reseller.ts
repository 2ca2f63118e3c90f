/**
 * Where a reseller goes (spec 001 sections 2 "Reseller login page", "Other content"; docs/decisions/0037): the login
 * link operators hand out (with its code), the survey it leads to, and the page after the survey is saved.
 */
const RESELLER_LOGIN_PATH = "/user/resellerlogin";
export const RESELLER_SURVEY_PATH = "/ResellerSurvey/Index";
export const RESELLER_SURVEY_SUCCESS_PATH = "/ResellerSurvey/Success";

export function resellerLoginLink(code: string) {
  return `${RESELLER_LOGIN_PATH}?auth=${encodeURIComponent(code)}`;
}
