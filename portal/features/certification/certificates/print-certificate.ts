import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { certificatePrintCall } from "@/api/contract/certificate";
import { api } from "@/portal/lib/api";

/** certificate/print: the signed-in holder's own certificate with its code and QR code. */
const fetchPrintableCertificate = (number: string) => api.query(certificatePrintCall, { number });

export const getPrintableCertificateQueryOptions = (number: string) =>
  queryOptions({ queryKey: ["certificates", "print", number], queryFn: () => fetchPrintableCertificate(number) });

export const usePrintableCertificate = (number: string) => useSuspenseQuery(getPrintableCertificateQueryOptions(number));
