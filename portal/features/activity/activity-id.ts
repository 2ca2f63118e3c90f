/** The activity id of a page's query string (?id=3), or null when it is not a positive whole number. */
export const activityIdOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);
