import type { Call } from "../protocol/call";
import { partnerLoginCalls } from "./account/partner-sign-in";
import { accountCalls } from "./account/routes";
import { activityCalls } from "./activity/routes";
import { announcementCalls } from "./announcement/routes";
import { bannerCalls } from "./banner/routes";
import { bindingCalls } from "./binding/routes";
import { bookingCalls } from "./certification/booking/routes";
import { certificateCalls } from "./certification/certificates/routes";
import { examCalls } from "./certification/exams/routes";
import { myExamCalls } from "./certification/my-exams/routes";
import { onlineExamCalls } from "./certification/online/routes";
import { certificationPaymentCalls } from "./certification/payment/routes";
import { registrationCalls } from "./certification/registration/routes";
import { commonCalls } from "./common/routes";
import { companyCalls } from "./company/routes";
import { contentCalls } from "./content/routes";
import { courseCalls } from "./course/routes";
import { gradingCalls } from "./grading/routes";
import { growPlanCalls } from "./growplan/routes";
import { helpCalls } from "./help/routes";
import { interestCalls } from "./interest/routes";
import { lessonTalkCalls } from "./lesson-talk/routes";
import { letterCalls } from "./letters/routes";
import { myCalls } from "./my/routes";
import { payCalls } from "./pay/routes";
import { paymentSubjectOf } from "./payment-subjects";
import { pointsCalls } from "./points/routes";
import { resellerSurveyCalls } from "./reseller-survey/routes";
import { searchCalls } from "./search/routes";
import { shopCalls } from "./shop/routes";
import { specialCalls } from "./special/routes";
import { studyCalls } from "./study/routes";
import { trainingCalls } from "./training/routes";
import { uploadCalls } from "./upload/routes";
import { wechatCalls } from "./wechat/calls";
import { zhaopinBlockedCalls } from "./zhaopin/blocked/routes";
import { zhaopinContactCalls } from "./zhaopin/contact/routes";
import { zhaopinCvCalls } from "./zhaopin/cv/routes";
import { zhaopinCvCertificateCalls } from "./zhaopin/cv-certificates/routes";
import { zhaopinInterviewCalls } from "./zhaopin/interviews/routes";
import { zhaopinMessageCalls } from "./zhaopin/messages/routes";
import { zhaopinPositionCalls } from "./zhaopin/positions/routes";

/** Every portal call, feature by feature. */
export const calls: Call[] = [
  ...announcementCalls,
  ...helpCalls,
  ...accountCalls,
  ...partnerLoginCalls,
  ...wechatCalls,
  ...resellerSurveyCalls,
  ...uploadCalls,
  ...commonCalls,
  ...bannerCalls,
  ...companyCalls,
  ...myCalls,
  ...pointsCalls,
  ...activityCalls,
  ...trainingCalls,
  ...courseCalls,
  ...lessonTalkCalls,
  ...specialCalls,
  ...letterCalls,
  ...interestCalls,
  ...contentCalls,
  ...searchCalls,
  ...bookingCalls,
  ...examCalls,
  ...registrationCalls,
  ...onlineExamCalls,
  ...myExamCalls,
  ...certificateCalls,
  ...payCalls(paymentSubjectOf),
  ...certificationPaymentCalls,
  ...growPlanCalls,
  ...bindingCalls,
  ...shopCalls,
  ...zhaopinCvCalls,
  ...zhaopinCvCertificateCalls,
  ...zhaopinContactCalls,
  ...zhaopinBlockedCalls,
  ...zhaopinPositionCalls,
  ...zhaopinInterviewCalls,
  ...zhaopinMessageCalls,
  ...gradingCalls,
  ...studyCalls,
];
