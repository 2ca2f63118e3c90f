import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import {
  type CvEducation,
  type CvIntention,
  type CvWork,
  zhaopinDeleteMyCvEducationCall,
  zhaopinDeleteMyCvPositionCall,
  zhaopinDeleteMyCvWorkCall,
  zhaopinGetMyCvEducationCall,
  zhaopinGetMyCvPositionCall,
  zhaopinGetMyCvWorkCall,
  zhaopinSetMyCvEducationCall,
  zhaopinSetMyCvPositionCall,
  zhaopinSetMyCvWorkCall,
} from "@/api/contract/zhaopin-cv";
import { api, type CallOptions } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** The CV's three lists and their calls (spec 001 section 7): read, saved together, one row deleted. */
const CALLS = {
  work: { get: zhaopinGetMyCvWorkCall, set: zhaopinSetMyCvWorkCall, del: zhaopinDeleteMyCvWorkCall },
  education: { get: zhaopinGetMyCvEducationCall, set: zhaopinSetMyCvEducationCall, del: zhaopinDeleteMyCvEducationCall },
  intention: { get: zhaopinGetMyCvPositionCall, set: zhaopinSetMyCvPositionCall, del: zhaopinDeleteMyCvPositionCall },
} as const;
export type CvRowKind = keyof typeof CALLS;
export type CvRowOf = { work: CvWork; education: CvEducation; intention: CvIntention };

export const getCvRowsQueryOptions = <K extends CvRowKind>(kind: K) =>
  queryOptions({
    queryKey: CV_KEYS.rows(kind),
    queryFn: async () => (await api.query(CALLS[kind].get as typeof zhaopinGetMyCvWorkCall)).list as unknown as CvRowOf[K][],
  });

export const useCvRows = <K extends CvRowKind>(kind: K) => useSuspenseQuery(getCvRowsQueryOptions(kind)).data;

/** A change of a list also changes what keeps the CV private (a delete may hide it): both refresh. */
function useRefresh(kind: CvRowKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: CV_KEYS.rows(kind) }), queryClient.invalidateQueries({ queryKey: CV_KEYS.cv })]);
}

/** SetMyCVWork / SetMyCVEducation / SetMyCVPosition {list}: the pop-up's rows, id 0 for new ones. */
export function useSaveCvRows(kind: CvRowKind, options?: CallOptions) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (list: Record<string, unknown>[]) => api.send(CALLS[kind].set as typeof zhaopinSetMyCvWorkCall, { list } as never, options),
    onSuccess: refresh,
  });
}

/** DeleteMyCVWork / DeleteMyCVEducation / DeleteMyCVPosition {id}: a saved row (id > 0). */
export function useDeleteCvRow(kind: CvRowKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) => api.send(CALLS[kind].del, { id }),
    onSuccess: refresh,
  });
}
