import * as v from "valibot";
import { defineCall } from "./call";
import type { CertificateStatus } from "./certificate";
import { idLike } from "./pager";

/**
 * 已验证证书 on the CV (issue 37 part 4): the certificates earned on this site, shown on the person's CV unless they hide
 * one; HR reads the shown ones with their status worked out at the time of reading, never an ID number.
 */

export const CV_CERT_MSG = {
  noCertificate: "证书不存在",
  shown: "已在简历中展示",
  hidden: "已从简历中隐藏",
  badFilter: "筛选条件无效",
} as const;

/** A certificate as the CV shows it. Dates are UTC+8 'YYYY-MM-DD'; expiresAt '' never lapses. */
export type CvCertificate = {
  id: number;
  number: string;
  /** The exam's name, or for a 结业证书 the course's. */
  examName: string;
  /** 认证考试 or 课程结业. */
  kindText: string;
  issuedAt: string;
  expiresAt: string;
  status: CertificateStatus;
  statusText: string;
  /** The public verification page of this certificate (/certificate/verify?number=&code=&from=link). */
  verifyPath: string;
};

/** The owner's view: also whether HR sees it. */
export type MyCvCertificate = CvCertificate & { shown: boolean };

/** ZhaoPin/SetMyCVCertificate: the switch beside one of the person's own certificates (1 shown, 0 hidden). */
export const CvCertificateShowSchema = v.object({
  id: idLike(CV_CERT_MSG.noCertificate),
  shown: v.pipe(
    v.union([v.boolean(), v.literal(0), v.literal(1)], "参数错误"),
    v.transform((x) => x === true || x === 1),
  ),
});
export type CvCertificateShow = v.InferOutput<typeof CvCertificateShowSchema>;

/**
 * The talent pool's certificate filter (`filter={"certificate":{"exam":"…","validOnly":true}}`): CVs showing a
 * certificate of that exam (any exam when none is named), valid at the time of the search when validOnly.
 */
export const TalentCertificateFilterSchema = v.object(
  {
    exam: v.optional(v.pipe(v.string(CV_CERT_MSG.badFilter), v.trim(), v.maxLength(100, CV_CERT_MSG.badFilter)), ""),
    validOnly: v.optional(v.boolean(CV_CERT_MSG.badFilter), false),
  },
  CV_CERT_MSG.badFilter,
);

/** Where the talent pool's exam choices come from: the exams that have certificates (`GET talent-pool/certificate-exams`). */
export const TALENT_CERTIFICATE_EXAMS_PATH = "/talent-pool/certificate-exams";

/* The calls (the server's zhaopin/cv-certificates module). */
export const zhaopinGetMyCvCertificatesCall = defineCall({ path: "ZhaoPin/GetMyCVCertificates" }).returns<{ list: MyCvCertificate[] }>();
export const zhaopinSetMyCvCertificateCall = defineCall({ path: "ZhaoPin/SetMyCVCertificate", input: CvCertificateShowSchema }).returns<{
  list: MyCvCertificate[];
}>();
