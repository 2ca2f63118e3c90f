/** What hiring may read of the certificates for the CV's 已验证证书 (the talent pool's filter and its exam choices). */
export { certificateHolders, certifiedExamNames } from "./on-cv/queries";
