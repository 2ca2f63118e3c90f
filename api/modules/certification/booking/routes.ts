import {
  pearsonExamstatusCall,
  pearsonGetSesstionToUrlCall,
  pearsonGetsesstionCall,
  pearsonGettimeCall,
} from "@/api/contract/certification-booking";
import { loginCall, reply } from "@/api/protocol/call";
import { bookSitting } from "./book";
import { daySittings, sittingDates } from "./sittings";
import { examStatus } from "./status";

/** Waiting for review and booking a sitting (spec 001 sections 2, 3 "Session", 5 time selection, 7). */
export const bookingCalls = [
  /** pearson/examstatus {examid} (ours: the waitaudit page's poll): the latest registration; url is where to go next. */
  loginCall(pearsonExamstatusCall, {
    handle: (input, { deps, user }) => examStatus(deps.db, user.id, input.examid),
  }),

  /** pearson/gettime {examid?}: Beijing dates with sittings to come, free or full. */
  loginCall(pearsonGettimeCall, {
    handle: (input, { deps, user }) => sittingDates(deps.db, user.id, input.examid),
  }),

  /** pearson/getsesstion {starttime: 'yyyy-MM-dd', examid?}: that Beijing day's sittings. */
  loginCall(pearsonGetsesstionCall, {
    handle: (input, { deps, user }) => daySittings(deps.db, user.id, input),
  }),

  /** pearson/GetSesstionToUrl {id, starttime, examid, change?}: books the seat. */
  loginCall(pearsonGetSesstionToUrlCall, {
    async handle(input, { deps, user }) {
      const { booking, msg } = await bookSitting(deps.db, user.id, input);
      return reply(booking, msg);
    },
  }),
];
