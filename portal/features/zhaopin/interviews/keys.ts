/** The candidate's invitations sit under "zhaopin" beside the applied list: an answer refreshes only them. */
export const INTERVIEW_KEYS = {
  mine: ["zhaopin", "interviews"],
} as const;
