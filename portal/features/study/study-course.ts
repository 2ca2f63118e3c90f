import { studyCourseCall } from "@/api/contract/study";
import { api } from "../../lib/api";

/** study/GetStudyCourse {id}: where the pack item's player is (the course player counts the study time). */
export const fetchStudyUrl = (id: number) => api.send(studyCourseCall, { id }).then((d) => d.url);
