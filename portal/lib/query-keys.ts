/** Query keys that more than one feature touches: the signed-in person's own profile and courses. */
export const PROFILE_KEYS = {
  /** common/currentuser (the header, the login checks). */
  currentUser: ["account", "currentUser"],
  /** my/userinfo (the my area). */
  userInfo: ["my", "userinfo"],
} as const;

/** my/mycourse, every tab and page: studying or collecting a course (the course pages) invalidates it. */
export const MY_COURSE_KEYS = { all: ["my", "courses"] } as const;

/** study/GetCourseListById and the packs a person made: a course page's 加入学习包 changes both. */
export const STUDY_PACK_KEYS = {
  pack: (id: number) => ["study", "pack", id],
  mine: ["study", "list", 3],
} as const;
