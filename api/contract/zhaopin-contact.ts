import { defineCall } from "./call";

/**
 * Contact rules (issue 38 part 1, docs/decisions/0056): a CV sent to a company shares the contact with it; the talent
 * pool stays masked until the person accepts that company's invitation. The person sees who got it.
 */

/** What the send-CV confirmation tells the person before the CV goes. */
export const SEND_CV_CONTACT_NOTE = "投递后，该企业的招聘人员可以查看你的在线简历和手机号，以便与你联系。";

export const REVEAL_HOW_TEXT = { application: "您投递了简历", invitation: "您接受了面试邀请" } as const;
type RevealHow = keyof typeof REVEAL_HOW_TEXT;

/** A company that got the person's contact. `at` is Beijing 'YYYY-MM-DD HH:mm'. */
export type ContactReveal = { companyName: string; how: RevealHow; howText: string; at: string };

/** ZhaoPin/GetMyContactReveals: 谁获取了我的联系方式, newest first; 1503 signed out. */
export const zhaopinGetMyContactRevealsCall = defineCall({ path: "ZhaoPin/GetMyContactReveals" }).returns<{ list: ContactReveal[] }>();
