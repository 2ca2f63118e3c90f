import { eq } from "drizzle-orm";
import type { AdminBrowser } from "@/api/admin/tests/support";
import { signedInAs } from "@/api/admin/tests/support";
import type { MyExam, MyExamPage } from "@/api/contract/certification-requests";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { examRegistrations } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import type { TestClient } from "@/tests/support/client";
import type { TestServer } from "@/tests/support/server";
import { atCashier, type makeExam } from "../../../pay/tests/helpers";

export {
  candidate,
  ledgerOf,
  lettersOf,
  makeExam,
  notification,
  ordersOf,
  paidByVoucher,
  postNotification,
} from "../../../pay/tests/helpers";

type Exam = Awaited<ReturnType<typeof makeExam>>;

let companies_ = 0;

/** A company with its HR signed in to the back office. */
export async function companyWithHr(srv: TestServer, hrMobile: string) {
  const [company] = await srv.deps.db
    .insert(companies)
    .values({ companyName: `报销测试企业${++companies_}-${hrMobile.slice(-4)}` })
    .returning();
  const hr = await signedInAs(srv.deps.db, srv.url, hrMobile, {
    roles: ["person", "enterprise"],
    companyId: company!.id,
    chineseName: `人事${hrMobile.slice(-4)}`,
  });
  return { company: company!, hr };
}

/** HR adds the exam to its company's sponsored exams (报销考试). */
export async function sponsor(hr: AdminBrowser, examId: number) {
  const res = await hr.post("/sponsored-exams", { examId });
  if (res.status !== 201) throw new Error(`sponsored-exams failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { id: number; companyId: number; examId: number };
}

/** The person becomes the company's certified employee, as HR's approval of their binding request makes them. */
export async function certify(db: Db, userId: number, companyId: number | null) {
  await db.update(users).set({ companyId }).where(eq(users.id, userId));
}

/** The operator's recorded pass (results/record.ts does this with the certificate; the refund needs only the status). */
export async function pass(db: Db, registrationId: number) {
  await db
    .update(examRegistrations)
    .set({ status: "passed", score: 90, resultAt: new Date(), sessionId: null })
    .where(eq(examRegistrations.id, registrationId));
}

/** How the provider tells this server that the cashier's order was paid (each provider its own way). */
export type PayAt = (srv: TestServer, orderNumber: string) => Promise<Response>;

/** A candidate who paid online through the server's PAY_DRIVER (its cashier, then its notification) and passed. */
export async function paidAndPassed(srv: TestServer, mobile: string, exam: Exam, payAt: PayAt) {
  const c = await atCashier(srv.deps.db, srv.url, mobile, exam);
  const res = await payAt(srv, c.orderNum);
  if (res.status !== 200) throw new Error(`notification refused: ${res.status} ${await res.text()}`);
  await pass(srv.deps.db, c.registration.id);
  return c;
}

/** The caller's attempt as /my/examinfo's 已通过 list shows it. */
export async function examRecord(client: TestClient, registrationId: number): Promise<MyExam | undefined> {
  const page = await client.call<MyExamPage>("my/examinfo", { type: "success", currentPage: 1 });
  return page.data.list.find((e) => e.eadid === registrationId);
}

export const askRefund = (client: TestClient, eadid: number) => client.call<{ id: number; url: string }>("my/ExamFeeRefund", { eadid });
