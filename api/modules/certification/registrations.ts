/**
 * The registration's way through the certification flow, shared by registration, payment, vouchers, review,
 * booking and results: each step moves it on with one guarded UPDATE (registration/queries.ts and the steps' own
 * queries), so a step applies once however often (or however concurrently) it is asked for.
 */

/** Where the candidate pays for a registration (the "returned url" of Pearson/ExamAdd and ExamUserCheck). */
export function payPageUrl(reg: { id: number; examId: number }) {
  return `/certification/pay?pra_id=${reg.id}&pra_em=${reg.examId}`;
}

/** Where a paid candidate waits for the operator's review. */
export function waitAuditUrl(examId: number) {
  return `/certification/waitaudit?examid=${examId}`;
}
