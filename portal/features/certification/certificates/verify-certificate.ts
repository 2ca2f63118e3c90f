import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { certificateVerifyCall, type PublicCertificate } from "@/api/contract/certificate";
import { ApiError, api } from "@/portal/lib/api";

export type VerifyParams = { number: string; code: string; from: "qr" | "link" };

/**
 * A found certificate, the server's plain message for a miss (未查询到证书, or the rate limit's), or nothing asked
 * (the page opened without a number, to check an electronic certificate).
 */
export type Verification = { certificate: PublicCertificate } | { miss: string } | { none: true };

async function fetchVerification(p: VerifyParams): Promise<Verification> {
  if (!p.number) return { none: true };
  try {
    return { certificate: await api.query(certificateVerifyCall, p) };
  } catch (err) {
    if (err instanceof ApiError && err.code === 1) return { miss: err.message };
    throw err;
  }
}

/** Each opening of the page is one logged verification: no refetching behind the visitor's back. */
export const getVerificationQueryOptions = (p: VerifyParams) =>
  queryOptions({
    queryKey: ["certificates", "verify", p.number, p.code, p.from],
    queryFn: () => fetchVerification(p),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useVerification = (p: VerifyParams) => useSuspenseQuery(getVerificationQueryOptions(p));
