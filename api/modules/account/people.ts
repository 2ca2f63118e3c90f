/** What other modules may read or set of people's accounts, through the account module rather than its table. */
export {
  clearUserCompany,
  enterpriseCompanyIds,
  people,
  peopleByIds,
  personByMobile,
  setHeadImgUrl,
  setUserCompany,
  userInCompany,
  userWithMobile,
} from "./people/queries";
