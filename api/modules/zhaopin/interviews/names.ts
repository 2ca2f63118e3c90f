import type { Conn } from "@/db/client";
import { companiesByIds } from "../../company/service";
import type { InterviewNames } from "./notices";
import { cvName, type InterviewRecord, positionTitles } from "./queries";

/** The company, the position and the candidate an invitation names (the company through its own module). */
export async function namesOf(db: Conn, i: InterviewRecord): Promise<InterviewNames> {
  const [companies, titles, candidateName] = await Promise.all([
    companiesByIds(db, [i.companyId]),
    positionTitles(db, [i.positionId]),
    cvName(db, i.userId),
  ]);
  return {
    companyName: companies[0]?.companyName ?? "",
    positionTitle: (i.positionId !== null && titles.get(i.positionId)) || "",
    candidateName,
  };
}
