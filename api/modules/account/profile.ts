/**
 * The profile fields kept on the account (spec 001 "Profile edit", the interest page, the exam profile): the my area
 * and certification read and change them here.
 */
export {
  eraseAccount,
  mobileHeldByOther,
  moveMobile,
  readAccountRow,
  readUserInfo,
  saveInterestFields,
  saveProfileFields,
  setCompanyName,
} from "./profile/queries";
