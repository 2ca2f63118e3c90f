import { beijingDate } from "@/api/contract/beijing-time";
import { CERT_KIND_TEXT, CERT_STATUS_TEXT, certificateVerifyPath } from "@/api/contract/certificate";
import { CV_CERT_MSG, type CvCertificate, type CvCertificateShow, type MyCvCertificate } from "@/api/contract/zhaopin-cv-certificates";
import type { Conn, Db } from "@/db/client";
import { fail } from "../../../protocol/errors";
import { certificatesOfPeople } from "../../certification/certificates/of-people";
import { certificateKind, certificateStatus } from "../../certification/certificates/service";
import { hiddenCertificatesOf, hideCertificate, showCertificate } from "./queries";

type Held = Awaited<ReturnType<typeof certificatesOfPeople>>[number];

/** These people's certificates, newest issue first (the id breaks a tie, so the order never flickers). */
const heldBy = async (db: Conn, userIds: number[]) =>
  (await certificatesOfPeople(db, userIds)).sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.id - a.id);

/**
 * What the CV shows of a certificate: the number, exam, dates (Beijing) and the status at `now`, worked out on every
 * read so a revoked or lapsed one never shows as valid; never the ID number, the score or the holder's name.
 */
function cvCertificate(c: Held, now: Date): CvCertificate {
  const status = certificateStatus(c, now);
  return {
    id: c.id,
    number: c.number,
    examName: c.examName,
    kindText: CERT_KIND_TEXT[certificateKind(c)],
    issuedAt: beijingDate(c.issuedAt),
    expiresAt: c.expiresAt ? beijingDate(c.expiresAt) : "",
    status,
    statusText: CERT_STATUS_TEXT[status],
    verifyPath: certificateVerifyPath(c.number, c.code, "link"),
  };
}

/** ZhaoPin/GetMyCVCertificates: every certificate the person earned here, newest first, and whether HR sees it. */
export async function myCvCertificates(db: Conn, userId: number): Promise<{ list: MyCvCertificate[] }> {
  const [held, hidden] = await Promise.all([heldBy(db, [userId]), hiddenCertificatesOf(db, [userId])]);
  const off = new Set(hidden.map((h) => h.certificateId));
  const now = new Date();
  return { list: held.map((c) => ({ ...cvCertificate(c, now), shown: !off.has(c.id) })) };
}

/** ZhaoPin/SetMyCVCertificate: shows or hides one of the person's own certificates; anyone else's is as absent as none. */
export async function setMyCvCertificate(db: Db, userId: number, input: CvCertificateShow) {
  const held = await certificatesOfPeople(db, [userId]);
  if (!held.some((c) => c.id === input.id)) fail(CV_CERT_MSG.noCertificate, "id");
  await (input.shown ? showCertificate : hideCertificate)(db, userId, input.id);
  return myCvCertificates(db, userId);
}

/** What HR reads beside these people's CVs: the certificates they did not hide, each person's newest first. */
export async function shownCertificatesOf(db: Conn, userIds: number[]): Promise<Map<number, CvCertificate[]>> {
  const ids = [...new Set(userIds)];
  const [held, hidden] = await Promise.all([heldBy(db, ids), hiddenCertificatesOf(db, ids)]);
  const off = new Set(hidden.map((h) => `${h.userId}:${h.certificateId}`));
  const now = new Date();
  const shown = new Map<number, CvCertificate[]>(ids.map((id) => [id, []]));
  for (const c of held) if (!off.has(`${c.userId}:${c.id}`)) shown.get(c.userId)?.push(cvCertificate(c, now));
  return shown;
}

/** The exams of the person's valid exam certificates that the CV shows (为你推荐 matches positions preferring them). */
export async function shownValidExams(db: Conn, userId: number) {
  const [held, hidden] = await Promise.all([heldBy(db, [userId]), hiddenCertificatesOf(db, [userId])]);
  const off = new Set(hidden.map((h) => h.certificateId));
  const now = new Date();
  const exams = new Map<number, string>();
  for (const c of held) {
    if (c.examId !== null && certificateKind(c) === "exam" && !off.has(c.id) && certificateStatus(c, now) === "valid")
      exams.set(c.examId, c.examName);
  }
  return exams;
}
