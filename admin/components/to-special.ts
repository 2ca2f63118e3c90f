import type { Identifier, RaRecord } from "react-admin";

/** After a tab is saved or deleted: back to its special column's page, where the tabs are listed. */
export const toSpecial = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) =>
  `special-columns/${data?.specialColumnId}/show`;

/** After a tab's item is saved or deleted: back to the tab, where its items are listed. */
export const toSpecialTab = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) => `special-column-tabs/${data?.tabId}`;
