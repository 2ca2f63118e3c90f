import { defineCall } from "./call";

/**
 * The exam profile as saved (spec 001 section 5), which both forms start from and the page asks for as it opens; the
 * forms are in exam-profile-forms.ts, so asking for the profile carries no form schema.
 */

/** 0 ID card; 1 passport or HK/Macau/Taiwan pass (as in Pearson/ExamAdd). */
export const ID_TYPE = { idCard: 0, passport: 1 } as const;

/** The exam profile both forms start from (my/pearsonexamedit). */
export type ExamProfile = {
  chineseName: string;
  lastName: string;
  firstName: string;
  email: string;
  postAddress: string;
  idType: number;
  idCard: string;
  idPic: string;
  phone: string;
  areaCode: string;
  mobile: string;
  province: string;
  city: string;
  companyName: string;
};

/* The profile's call (the server's certification/my-exams module). */
export const myPearsonexameditCall = defineCall({ path: "my/pearsonexamedit" }).returns<ExamProfile>();
