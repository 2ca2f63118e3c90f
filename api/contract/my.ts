import { defineCall } from "./call";
import { InterestProfileSchema } from "./interest";
import type { ProfileFields } from "./my-profile";

/** my/userinfo: the signed-in person's own profile (1503 for a visitor). */
export type UserInfo = {
  id: number;
  areaCode: string;
  mobile: string;
  chineseName: string;
  companyName: string;
  headImgUrl: string;
  industryFirst: number | null;
  industryLast: number | null;
  industryOther: string;
  roles: string[];
} & ProfileFields;

/* The calls (the server's my module). */
export const myEditInterestCall = defineCall({ path: "my/EditInterest", input: InterestProfileSchema }).returns<null>();
export const myUserinfoCall = defineCall({ path: "my/userinfo" }).returns<UserInfo>();
