import type { CertificateKind, CertificateStatus } from "./certificate";
import type { REGISTRATION_STATUS_LABELS } from "./exams-admin";
import type { SittingMode } from "./online-exam";

/* The rows of certification's back-office resources (api/modules/certification/*\/admin), as the screens read them. */

export type RegistrationStatus = keyof typeof REGISTRATION_STATUS_LABELS;

/**
 * An exam registration. An enterprise account gets it without the identity fields (ID number and photo, the Beisen
 * key, the camera check) and with the phone masked.
 */
export type ExamRegistrationRow = {
  id: number;
  userId: number;
  examId: number;
  chineseName: string;
  companyName: string;
  idType: number;
  status: RegistrationStatus;
  feeFen: number;
  payMethod: string | null;
  paidFen: number | null;
  paidAt: string | null;
  reviewedAt: string | null;
  reviewNote: string;
  sessionId: number | null;
  score: number | null;
  createdAt: string;
  areaCode: string;
  phone: string;
  idCard?: string;
  idPic?: string;
  beisenKey?: string;
  /** The first camera-check photo's admin path ('' for a passport registration, which has none). */
  checkPhotoUrl?: string;
};

/** A candidate booked on a sitting (the sitting's page); `phone` is masked for anyone but an operator. */
export type ExamBookingRow = {
  id: number;
  sessionId: number | null;
  examId: number;
  userId: number;
  chineseName: string;
  companyName: string;
  phone: string;
  status: RegistrationStatus;
  bookedAt: string | null;
};

/** An exam sitting with its seats. */
export type ExamSessionRow = {
  id: number;
  examId: number;
  name: string;
  startAt: string;
  seats: number;
  seatsTaken: number;
  seatsLeft: number;
  url: string;
  mode: SittingMode;
  closesAt: string | null;
};

/** An attempt on the results screen: booked ones wait for a score. */
export type ExamResultRow = {
  id: number;
  examId: number;
  sessionId: number | null;
  chineseName: string;
  companyName: string;
  areaCode: string;
  phone: string;
  status: RegistrationStatus;
  score: number | null;
  bookedAt: string | null;
  resultAt: string | null;
};

/** The answer to recording a score: the attempt as it now stands, and the certificate a pass issued. */
export type ScoredResultRow = ExamResultRow & { certificateNumber: string | null };

/** An issued certificate; the fields from `code` on are an operator's only. */
export type CertificateRow = {
  id: number;
  number: string;
  userId: number;
  /** An exam's certificate names its exam; a 结业证书 its course instead. */
  examId: number | null;
  courseId: number | null;
  kind: CertificateKind;
  examName: string;
  holderName: string;
  /** Null: a 结业证书 of a course without a final quiz. */
  score: number | null;
  issuedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  status: CertificateStatus;
  code?: string;
  idCard?: string;
  registrationId?: number | null;
  remindedAt?: string | null;
  revokeReason?: string;
  revoked?: boolean;
  /** The verification page the printed QR code opens. */
  verifyPath?: string;
};

/** One time a certificate was found: by the query page, a link or its QR code. */
export type CertificateVerificationRow = { id: number; certificateId: number; how: "query" | "link" | "qr"; ip: string; at: string };

/** An exam voucher code, used or not and by whom. */
export type VoucherRow = {
  id: number;
  code: string;
  batchId: number;
  examId: number;
  used: boolean;
  usedBy: number | null;
  usedAt: string | null;
  registrationId: number | null;
};

/** A batch of voucher codes generated for an exam. */
export type VoucherBatchRow = { id: number; examId: number; count: number; note: string; createdBy: number | null; createdAt: string };
