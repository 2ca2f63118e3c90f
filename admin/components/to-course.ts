import type { Identifier, RaRecord } from "react-admin";

/** After a chapter or a lesson is saved or deleted: back to its course's page, where they are listed. */
export const toCourse = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) => `courses/${data?.courseId}/show`;
