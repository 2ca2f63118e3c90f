import { useMutation } from "@tanstack/react-query";
import { type LecSubmit, pearsonLecSubmitCall } from "@/api/contract/certification-requests";
import { api, type CallOptions } from "@/portal/lib/api";

/** Pearson/LecSubmit {yunlink, coursename}. */
const lecSubmit = (input: LecSubmit, options?: CallOptions) => api.send(pearsonLecSubmitCall, input, options);

export const useLecSubmit = (options?: CallOptions) => useMutation({ mutationFn: (input: LecSubmit) => lecSubmit(input, options) });
