/**
 * The candidate's conversations sit under "zhaopin" beside the applied list: sending refreshes the list and the
 * unread count, a report only its thread.
 */
export const MESSAGE_KEYS = {
  conversations: ["zhaopin", "messages", "conversations"],
  unread: ["zhaopin", "messages", "unread"],
  thread: (applicationId: number) => ["zhaopin", "messages", "thread", applicationId],
} as const;

/** While the messages page is open (and the tab visible: react-query pauses intervals in the background). */
export const POLL_MS = 15_000;
