import { queryOptions } from "@tanstack/react-query";
import { resellerSurveyGetCall, resellerSurveySaveCall, type SurveyAnswer } from "@/api/contract/reseller-survey";
import { api } from "../../lib/api";
import { uploadFile } from "../../lib/upload-file";

export const getSurveyQueryOptions = () =>
  queryOptions({ queryKey: ["reseller-survey"], queryFn: () => api.query(resellerSurveyGetCall, undefined) });

export const saveSurvey = (list: SurveyAnswer[]) => api.send(resellerSurveySaveCall, { list });

/** A survey file, kept private to the person and operators; answers the file's path. */
export const uploadSurveyFile = (file: File) => uploadFile("survey", file);
