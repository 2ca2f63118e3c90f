import { BookSessionSchema, ExamIdSchema, SessionDaySchema, SittingDatesSchema } from "@/api/contract/certification-booking";
import { loginCall, reply } from "@/api/protocol/call";
import { bookSitting } from "./book";
import { daySittings, sittingDates } from "./sittings";
import { examStatus } from "./status";

/** Waiting for review and booking a sitting (spec 001 sections 2, 3 "Session", 5 time selection, 7). */
export const bookingCalls = [
  /**
   * pearson/examstatus {examid} (ours: the waitaudit page's poll): {examid, examName, status, statusText,
   * reviewNote, score, session {id, name, starttime, left, url} | null, attempts {cnt, used, left, monthlyLimit,
   * text[]}, url} — status 'none' when the candidate has no registration; url is where to go next.
   */
  loginCall({
    path: "pearson/examstatus",
    input: ExamIdSchema,
    handle: (input, { deps, user }) => examStatus(deps.db, user.id, input.examid),
  }),

  /** pearson/gettime {examid?}: {ok: ['yyyy-MM-dd'], no: [...]}, Beijing dates with sittings to come, free or full. */
  loginCall({
    path: "pearson/gettime",
    input: SittingDatesSchema,
    handle: (input, { deps, user }) => sittingDates(deps.db, user.id, input.examid),
  }),

  /** pearson/getsesstion {starttime: 'yyyy-MM-dd', examid?}: [{id, name, starttime: 'yyyy-MM-dd HH:mm', left}]. */
  loginCall({
    path: "pearson/getsesstion",
    input: SessionDaySchema,
    handle: (input, { deps, user }) => daySittings(deps.db, user.id, input),
  }),

  /** pearson/GetSesstionToUrl {id, starttime, examid, change?}: books the seat; {url, session}. */
  loginCall({
    path: "pearson/GetSesstionToUrl",
    input: BookSessionSchema,
    async handle(input, { deps, user }) {
      const { booking, msg } = await bookSitting(deps.db, user.id, input);
      return reply(booking, msg);
    },
  }),
];
