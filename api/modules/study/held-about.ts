import { erased, type Holding } from "@/api/personal-data";
import { listCreated, listJoined } from "./lists/queries";
import { deleteRepliesOf, repliesOf } from "./queries";

/** Course packs: the person's own and joined packs, and what they wrote under packs (which goes on closing). */
export const studyHoldings: Holding[] = [
  {
    key: "coursePacks",
    tables: ["course_packs", "course_pack_members"],
    export: async (db, userId) => ({ created: await listCreated(db, userId), joined: await listJoined(db, userId) }),
    close: { kept: "others joined and study from the packs; with the account anonymous they name no one" },
  },
  {
    key: "packReplies",
    tables: ["course_pack_replies"],
    export: repliesOf,
    close: erased(deleteRepliesOf),
  },
];
