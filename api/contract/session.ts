import { defineCall } from "./call";

/*
 * Who is signed in, apart from how one signs in (account.ts): every page asks common/currentuser first, so this file
 * carries no form schema, and no numbering plan of an area code, into the portal's first download.
 */

/** Roles a person may hold; every user is a person, the others are granted in the back office. */
const ROLES = ["person", "operator", "enterprise"] as const;
export type Role = (typeof ROLES)[number];

/** Who is signed in (common/currentuser); null for a visitor. */
export type CurrentUser = { id: number; areaCode: string; mobile: string; chineseName: string; roles: string[] };

/* The calls (the server's account module). */
export const commonCurrentuserCall = defineCall({ path: "common/currentuser" }).returns<CurrentUser | null>();
export const myOutCall = defineCall({ path: "my/out" }).returns<null>();
