/** Query keys that more than one feature touches: the signed-in person's own profile. */
export const PROFILE_KEYS = {
  /** common/currentuser (the header, the login checks). */
  currentUser: ["account", "currentUser"],
  /** my/userinfo (the my area). */
  userInfo: ["my", "userinfo"],
} as const;
