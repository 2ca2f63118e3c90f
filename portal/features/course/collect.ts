import { moocCollectCall } from "@/api/contract/course";
import { api } from "../../lib/api";

/** MoocTraining/Collect: 1 keeps the course, 0 lets it go; a visitor's 1503 goes to the login page. */
export const collectCourse = (id: string, collect: 0 | 1) => api.send(moocCollectCall, { id, collect });
