/** Every growth plan query sits under "growplan", so starting a plan refreshes the plan page. */
export const GROWPLAN_KEYS = {
  all: ["growplan"],
  startOptions: ["growplan", "start-options"],
  planList: ["growplan", "plan-list"],
  learnRecord: (month: string) => ["growplan", "learn-record", month],
} as const;
