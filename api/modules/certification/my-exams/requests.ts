import { type AddCerPaper, type AddInvoice, INVOICE_TITLE, REQUEST_MSG } from "@/api/contract/certification-requests";
import { reply } from "@/api/protocol/call";
import { fail } from "@/api/protocol/errors";
import type { Db } from "@/db/client";
import { listCitiesByProvinceName } from "../../common/service";
import { feeRefundOfRegistration } from "../fee-refunds/queries";
import { ownRegistration } from "../registration/queries";
import { examInfoUrl, INVOICEABLE } from "./exam-status";
import { insertInvoiceRequest, insertPaperRequest } from "./queries";

const REQUESTS_MSG = {
  notPassed: "通过考试后才能申请纸质证书",
  paperTwice: "该考试已申请过纸质证书",
  notPaid: "仅已付费的考试可以申请发票",
  invoiceTwice: "该考试已申请过发票",
  feeRefunded: "该考试的考试费已退还，无需开具发票",
  unknownCity: "请选择正确的城市",
} as const;

/** A city of the chosen province, as common/province and common/city list them (regions without cities take any). */
async function checkCity(db: Db, province: string, city: string) {
  const cities = await listCitiesByProvinceName(db, province);
  if (cities.length && !cities.some((c) => c.cityName === city)) fail(REQUESTS_MSG.unknownCity, "City");
}

/**
 * pearson/AddCerPaper: a paper certificate by courier for the person's own passed attempt, once per attempt however
 * many requests race (the unique index on the registration decides).
 */
export async function addCerPaper(db: Db, userId: number, input: AddCerPaper) {
  const reg = await ownRegistration(db, userId, input.EadID);
  if (!reg) fail(REQUEST_MSG.noExam);
  if (reg.status !== "passed") fail(REQUESTS_MSG.notPassed);
  await checkCity(db, input.Province, input.City);
  const row = await insertPaperRequest(db, {
    registrationId: reg.id,
    userId,
    province: input.Province,
    city: input.City,
    address: input.AddressDetail,
  });
  if (!row) fail(REQUESTS_MSG.paperTwice);
  return reply({ id: row.id, url: examInfoUrl(reg.status) }, REQUEST_MSG.paperDone);
}

/**
 * pearson/AddInvoice: an invoice by e-mail for the person's own paid attempt, once per attempt; not for a fee returned
 * in full to a certified employee (docs/decisions/0048).
 */
export async function addInvoice(db: Db, userId: number, input: AddInvoice) {
  const reg = await ownRegistration(db, userId, input.eadid);
  if (!reg) fail(REQUEST_MSG.noExam);
  if (!INVOICEABLE.includes(reg.status) || !reg.paidFen) fail(REQUESTS_MSG.notPaid);
  if ((await feeRefundOfRegistration(db, reg.id))?.status === "refunded") fail(REQUESTS_MSG.feeRefunded);
  const row = await insertInvoiceRequest(db, {
    registrationId: reg.id,
    userId,
    mySelf: input.mySelf,
    unitName: input.unitName,
    // A personal invoice carries no tax number.
    registrationNumber: input.mySelf === INVOICE_TITLE.personal ? "" : input.registrationNumber,
    takerMobile: input.takerMobile,
    email: input.detailedAddress,
    amountFen: reg.paidFen,
  });
  if (!row) fail(REQUESTS_MSG.invoiceTwice);
  return reply({ id: row.id, url: examInfoUrl(reg.status) }, REQUEST_MSG.invoiceDone);
}
