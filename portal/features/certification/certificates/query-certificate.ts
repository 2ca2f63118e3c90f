import { type CertificateQuery, pearsonCertificateCall } from "@/api/contract/certificate";
import { api, type CallOptions } from "@/portal/lib/api";

/** pearson/certificate: one lookup from the query form (a mutation: each press is a new, logged lookup). */
export const queryCertificate = (q: CertificateQuery, options?: CallOptions) => api.send(pearsonCertificateCall, q, options);
