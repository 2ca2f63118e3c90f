/** The registration in the page's address: a positive id, or 0 (refused by the server with its own message). */
export const eadidOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : 0);
