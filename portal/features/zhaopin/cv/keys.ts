/** Every CV query sits under ["zhaopin", "cv"]: a save refreshes its own part, going public the CV. */
export const CV_KEYS = {
  all: ["zhaopin", "cv"],
  cv: ["zhaopin", "cv", "base"],
  rows: (kind: string) => ["zhaopin", "cv", "rows", kind],
  certificates: ["zhaopin", "cv", "certificates"],
  contactReveals: ["zhaopin", "cv", "contact-reveals"],
  blockedCompanies: ["zhaopin", "cv", "blocked-companies"],
  attachment: ["zhaopin", "cv", "attachment"],
} as const;
