import { erased, type Holding } from "@/api/personal-data";
import type { Db } from "@/db/client";
import { deleteBlocksOf } from "./blocked/queries";
import { myBlockedCompanies } from "./blocked/service";
import { deleteRevealsOf } from "./contact/queries";
import { myContactReveals } from "./contact/service";
import { attachmentInfo } from "./cv/attachment";
import { deleteCvOf, readFullCv } from "./cv/queries";
import { deleteHiddenCertificatesOf, hiddenCertificatesOf } from "./cv-certificates/queries";
import { deleteInterviewsOf } from "./interviews/queries";
import { myInterviews } from "./interviews/service";
import { deleteConversationsOf } from "./messages/queries";
import { exportedConversations } from "./messages/service";
import { collectedPositionIds, deleteApplicationsOf, deleteSeekerTraces, listAlerts } from "./positions/queries";
import { appliedPage } from "./positions/service";

const ALL_APPLICATIONS = { key: "all" as const, currentPage: 1, pageSize: 1000 };

/** The CV with its rows and what its attachment is (name, size, when); the storage key is ours, not the person's. */
async function exportedCv(db: Db, userId: number) {
  const full = await readFullCv(db, userId);
  if (!full) return null;
  const { attachmentKey: _k, attachmentName: _n, attachmentSize: _s, attachmentAt: _a, ...cv } = full.cv;
  return { ...full, cv, attachment: attachmentInfo(full.cv) };
}

/**
 * What hiring holds about a job seeker. Closing deletes the CV with its rows, photo and attachment (附件简历), every application (with its
 * stages and HR's notes: an application is the CV sent), the interview invitations received, the conversations (沟通) of their applications, who got their contact, the companies they blocked, the job alerts and the collected positions. HR's own records (positions they posted, who moved a stage) name staff, not the seeker.
 */
export const zhaopinHoldings: Holding[] = [
  {
    key: "cv",
    tables: ["cvs", "cv_works", "cv_educations", "cv_intentions"],
    export: exportedCv,
    close: deleteCvOf,
  },
  {
    key: "cvHiddenCertificates",
    tables: ["cv_hidden_certificates"],
    export: async (db, userId) => (await hiddenCertificatesOf(db, [userId])).map((h) => h.certificateId),
    close: erased(deleteHiddenCertificatesOf),
  },
  {
    key: "applications",
    tables: ["applications", "application_events", "application_notes"],
    export: async (db, userId) => (await appliedPage(db, userId, ALL_APPLICATIONS)).list,
    close: erased(deleteApplicationsOf),
  },
  {
    key: "interviews",
    tables: ["interviews"],
    export: async (db, userId) => (await myInterviews(db, userId)).list,
    close: erased(deleteInterviewsOf),
  },
  {
    key: "conversations",
    tables: ["application_messages", "application_conversations"],
    export: exportedConversations,
    close: erased(deleteConversationsOf),
  },
  {
    key: "contactReveals",
    tables: ["contact_reveals"],
    export: async (db, userId) => (await myContactReveals(db, userId)).list,
    close: erased(deleteRevealsOf),
  },
  {
    key: "blockedCompanies",
    tables: ["cv_blocked_companies"],
    export: async (db, userId) => (await myBlockedCompanies(db, userId)).list,
    close: erased(deleteBlocksOf),
  },
  {
    key: "jobSearch",
    tables: ["job_alerts", "position_collects"],
    export: async (db, userId) => ({ alerts: await listAlerts(db, userId), collected: await collectedPositionIds(db, userId) }),
    close: erased(deleteSeekerTraces),
  },
  {
    key: "postedPositions",
    tables: ["positions"],
    export: { notExported: "an HR account's postings are the company's, not the person's" },
    close: { kept: "the company's postings; created_by names the staff member who posted" },
  },
];
