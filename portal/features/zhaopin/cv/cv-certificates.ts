import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import * as v from "valibot";
import {
  CvCertificateShowSchema,
  zhaopinGetMyCvCertificatesCall,
  zhaopinSetMyCvCertificateCall,
} from "@/api/contract/zhaopin-cv-certificates";
import { api } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/GetMyCVCertificates: the certificates earned here, each with whether the CV shows it. */
export const getMyCvCertificatesQueryOptions = () =>
  queryOptions({ queryKey: CV_KEYS.certificates, queryFn: async () => (await api.query(zhaopinGetMyCvCertificatesCall)).list });

export const useMyCvCertificates = () => useSuspenseQuery(getMyCvCertificatesQueryOptions()).data;

/** ZhaoPin/SetMyCVCertificate: one switch, checked with the server's schema before it is sent; the answer is the new list. */
export function useSetCvCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; shown: boolean }) => api.send(zhaopinSetMyCvCertificateCall, v.parse(CvCertificateShowSchema, input)),
    onSuccess: (data) => queryClient.setQueryData(CV_KEYS.certificates, data.list),
  });
}
