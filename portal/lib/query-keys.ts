/** Query keys that more than one feature touches: the signed-in person's own profile and courses. */
export const PROFILE_KEYS = {
  /** common/currentuser (the header, the login checks). */
  currentUser: ["account", "currentUser"],
  /** my/userinfo (the my area). */
  userInfo: ["my", "userinfo"],
} as const;

/** my/mycourse, every tab and page: studying or collecting a course (the course pages) invalidates it. */
export const MY_COURSE_KEYS = { all: ["my", "courses"] } as const;
