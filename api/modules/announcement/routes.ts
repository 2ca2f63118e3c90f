import { homeCloseNoticeCall, homeGetNoticeCall } from "@/api/contract/announcement";
import { loginCall, publicCall } from "../../protocol/call";
import { closeNoticeFor, noticeList } from "./service";

/**
 * Announcements on the home page (spec 000 sections 3 and 4). The spec names no call for them; these two follow its
 * home/ naming: the list, and closing a card for good.
 */
export const announcementCalls = [
  /** What the home page shows now, without the cards the signed-in person closed. */
  publicCall(homeGetNoticeCall, {
    handle: (_input, { deps, user }) => noticeList(deps.db, user?.id ?? null),
  }),

  /** {id}: a signed-in person's close is kept on the server; a visitor's in the browser. */
  loginCall(homeCloseNoticeCall, {
    handle: (input, { deps, user }) => closeNoticeFor(deps.db, user.id, input.id),
  }),
];
