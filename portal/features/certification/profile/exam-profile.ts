import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { OtherProfile, PearsonProfile } from "@/api/contract/exam-profile";
import { api, type CallOptions } from "@/portal/lib/api";

/** The exam profile both forms start from (my/pearsonexamedit). */
export type ExamProfile = {
  chineseName: string;
  lastName: string;
  firstName: string;
  email: string;
  postAddress: string;
  idType: number;
  idCard: string;
  idPic: string;
  phone: string;
  areaCode: string;
  mobile: string;
  province: string;
  city: string;
  companyName: string;
};

const PROFILE_KEY = ["certification", "exam-profile"];

export const getExamProfileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEY, queryFn: () => api.query<ExamProfile>("my/pearsonexamedit") });

export const useExamProfile = () => useSuspenseQuery(getExamProfileQueryOptions()).data;

/** A save of either form: my/pearsonceredit (pearson) or my/examedit (other); the profile is read again after. */
function useSaveProfile<T extends PearsonProfile | OtherProfile>(path: string, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api.send<null>(path, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export const useSavePearsonProfile = (options?: CallOptions) => useSaveProfile<PearsonProfile>("my/pearsonceredit", options);
export const useSaveOtherProfile = (options?: CallOptions) => useSaveProfile<OtherProfile>("my/examedit", options);
