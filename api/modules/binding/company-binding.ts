import { beijingTime } from "@/api/contract/beijing-time";
import { BINDING_MSG, type BindCompany, type CompanyBinding } from "@/api/contract/binding";
import { fail } from "@/api/protocol/errors";
import type { Conn, Db } from "@/db/client";
import { pgErrorCode } from "@/db/pg-error";
import type { companyBindings } from "@/db/schema/binding";
import { clearUserCompany, enterpriseCompanyIds, personByMobile, setUserCompany } from "../account/people";
import { companiesByIds } from "../company/service";
import { sendLetter } from "../letters/service";
import { endApprovedBinding, endOtherApproved, insertBindingRequest, listUserBindings, lockOwnBinding, setBindingStatus } from "./queries";

type Binding = typeof companyBindings.$inferSelect;
type BindingRow = Binding & { companyName: string };

/** What hiring reads of its employees' bindings (their employee id, since when). */
export { approvedBindingsOf } from "./queries";

/** Where the person reads their binding (the letters link here). */
const BIND_COMPANY_PATH = "/my/bindcompany";

function bindingItem(row: BindingRow): CompanyBinding {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    employeeId: row.employeeId,
    status: row.status,
    reason: row.reason,
    createTime: beijingTime(row.createdAt),
    decideTime: row.decidedAt ? beijingTime(row.decidedAt) : "",
  };
}

async function companyName(db: Conn, companyId: number) {
  const [company] = await companiesByIds(db, [companyId]);
  return company?.companyName ?? "";
}

/** Companies a person may bind to: those with an enterprise account to decide the request, by name. */
async function bindableCompanies(db: Conn, companyId?: number) {
  const withHr = await enterpriseCompanyIds(db);
  const ids = companyId === undefined ? withHr : withHr.filter((id) => id === companyId);
  return (await companiesByIds(db, ids)).map((c) => ({ companyId: c.id, companyName: c.companyName }));
}

/** A person's binding requests, newest first, with their company's name. */
async function userBindings(db: Conn, userId: number, limit: number): Promise<BindingRow[]> {
  const rows = await listUserBindings(db, userId, limit);
  const names = new Map(
    (
      await companiesByIds(
        db,
        rows.map((r) => r.companyId),
      )
    ).map((c) => [c.id, c.companyName]),
  );
  // A binding's company is a foreign key: it always has a name.
  return rows.map((r) => ({ ...r, companyName: names.get(r.companyId) ?? "" }));
}

/** my/getavailablecompany: every company with an HR account to decide the request. */
export async function availableCompanies(db: Db) {
  return { list: await bindableCompanies(db) };
}

/** my/companybinding: the approved binding, if any, and the latest ten requests. */
export async function myCompanyBinding(db: Db, userId: number) {
  const rows = await userBindings(db, userId, 10);
  const current = rows.find((r) => r.status === "approved");
  return { current: current ? bindingItem(current) : null, requests: rows.map(bindingItem) };
}

/**
 * my/bindusecompany: asks the company's HR to bind the person. One open request per person and company (the
 * partial unique index decides between two at once).
 */
export async function requestBinding(db: Db, userId: number, input: BindCompany) {
  const [company] = await bindableCompanies(db, input.companyId);
  if (!company) fail(BINDING_MSG.noCompany, "companyId");
  const mine = await listUserBindings(db, userId, 50);
  if (mine.some((r) => r.companyId === company.companyId && r.status === "approved")) fail(BINDING_MSG.alreadyBound, "companyId");
  try {
    await insertBindingRequest(db, userId, company.companyId, input.employeeId);
  } catch (e) {
    if (pgErrorCode(e) === "23505") fail(BINDING_MSG.pending, "companyId");
    throw e;
  }
  const [made] = await userBindings(db, userId, 1);
  return bindingItem(made!);
}

/** my/unbindcompany: ends the caller's approved binding, or withdraws a request still waiting. */
export async function unbindCompany(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockOwnBinding(tx, userId, id);
    if (!row || (row.status !== "approved" && row.status !== "pending")) fail(BINDING_MSG.noBinding);
    await setBindingStatus(tx, row.id, "unbound");
    if (row.status === "approved") await clearUserCompany(tx, userId, row.companyId);
    return row.status === "approved" ? BINDING_MSG.unbound : BINDING_MSG.withdrawn;
  });
}

/**
 * Before an approval is stored: the person's other approved binding ends (one main company at a time, the unique
 * index's rule).
 */
export async function beforeApproval(tx: Conn, row: Binding) {
  await endOtherApproved(tx, row.userId, row.id);
}

/** After a decision is stored: an approval makes the company the person's main company; a letter tells them either way. */
export async function afterDecision(tx: Conn, row: Binding) {
  const name = await companyName(tx, row.companyId);
  if (row.status === "approved") {
    await setUserCompany(tx, row.userId, { id: row.companyId, name });
    await sendLetter(tx, {
      userId: row.userId,
      title: "企业绑定审核通过",
      content: `您与公司【${name}】的绑定申请已通过审核，该公司现为您的所属公司。`,
      link: BIND_COMPANY_PATH,
    });
  } else if (row.status === "refused") {
    await sendLetter(tx, {
      userId: row.userId,
      title: "企业绑定审核未通过",
      content: `很抱歉，您与公司【${name}】的绑定申请未通过审核。原因：${row.reason}`,
      link: BIND_COMPANY_PATH,
    });
  }
}

/**
 * The company's HR removes a certified employee: the approved binding becomes 'unbound', the person's main company is
 * cleared, and a letter tells them. Null when the person holds no approved binding with that company.
 */
export async function removeEmployee(tx: Conn, companyId: number, userId: number) {
  const row = await endApprovedBinding(tx, companyId, userId);
  if (!row) return null;
  await clearUserCompany(tx, userId, companyId);
  const name = await companyName(tx, companyId);
  await sendLetter(tx, {
    userId,
    title: "企业已解除绑定",
    content: `公司【${name}】已解除与您的绑定，该公司不再是您的所属公司。如有疑问请联系该公司。`,
    link: BIND_COMPANY_PATH,
  });
  return row;
}

/**
 * The company's HR invites a person by mobile: a letter linking to the binding page, where the person asks to bind
 * (and HR approves as any request). Nothing is bound without the person's own request. Only a person `reachable`
 * says HR may reach is invited; answers "employee" for one already bound, null for anyone else (no account, or not
 * reachable: the caller answers the same either way, so HR cannot probe who is registered).
 */
export async function inviteEmployee(
  tx: Conn,
  companyId: number,
  mobile: string,
  reachable: (userId: number) => Promise<boolean>,
): Promise<{ id: number; already: boolean } | null> {
  const person = await personByMobile(tx, "+86", mobile);
  if (!person) return null;
  if (person.companyId === companyId) return { id: person.id, already: true };
  if (!(await reachable(person.id))) return null;
  const name = await companyName(tx, companyId);
  await sendLetter(tx, {
    userId: person.id,
    title: "企业邀请您绑定",
    content: `公司【${name}】邀请您成为其认证员工。如您同意，请在“绑定公司”页面选择【${name}】提交绑定申请。`,
    link: BIND_COMPANY_PATH,
  });
  return { id: person.id, already: false };
}
