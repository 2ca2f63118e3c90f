import { activityDetailRoute } from "./activity-detail";
import { activitySpecialRoute } from "./activity-special";
import { caseDetailRoute, caseListRoute } from "./case-library";
import { certificatePrintRoute } from "./certificate-print";
import { certificateVerifyRoute } from "./certificate-verify";
import { certificationAddRoute } from "./certification-add";
import { certificationCertificateRoute } from "./certification-certificate";
import { certificationCarSelectRoute, certificationExamRoute, certificationOutlineRoute } from "./certification-exam";
import { certificationExamCheckRoute } from "./certification-examcheck";
import { certificationHistoryScoreRoute } from "./certification-historyscore";
import { certificationLecSubmitRoute } from "./certification-lecsubmit";
import { certificationOnlineRoute } from "./certification-online";
import { certificationPayRoute } from "./certification-pay";
import { certificationTimeRoute } from "./certification-time";
import { certificationVoucherRoute } from "./certification-voucher";
import { certificationWaitAuditRoute } from "./certification-waitaudit";
import { courseDetailRoute } from "./course-detail";
import { courseDetail2Route } from "./course-detail2";
import { courseQuizRoute } from "./course-quiz";
import { courseStudyRoute } from "./course-study";
import { faqSearchRoute } from "./faq-search";
import { growPlanLearnRecordRoute } from "./growplan-learnrecord";
import { growPlanPlanListRoute } from "./growplan-planlist";
import { growPlanSpecialRoute } from "./growplan-special";
import { growPlanStartRoute } from "./growplan-start";
import { helpCenterRoute } from "./help-center";
import { helpClauseRoute, helpPrivacyRoute } from "./help-legal";
import { helpYaceRoute } from "./help-yace";
import { homeIndexRoute, homeRoute } from "./home";
import { ideaDetailRoute, ideaListRoute } from "./idea-library";
import { jshopRoute } from "./jshop";
import { jshopDetailRoute } from "./jshop-detail";
import { jshopExchangeRoute } from "./jshop-exchange";
import { learningListRoute } from "./learning-list";
import { livePreDetailRoute } from "./live-pre-detail";
import { liveScheduleRoute } from "./live-schedule";
import { moocCenter3Route } from "./mooc-center3";
import { moocCertification3Route, moocCertificationRoute } from "./mooc-certification";
import { myBindCardRoute } from "./my-bindcard";
import { myBindCompanyRoute } from "./my-bindcompany";
import { myCardRoute } from "./my-card";
import { myCreditsRoute, myMedalRoute, myRadarRoute, mySpecialExamRoute } from "./my-credits";
import { myEditRoute, myUserInfoRoute } from "./my-edit";
import { myExamEditRoute, myPearsonCerEditRoute } from "./my-exam-profile";
import { myExamInfoRoute } from "./my-examinfo";
import { myIndexRoute } from "./my-index";
import { myLetterRoute } from "./my-letter";
import { myCourseRoute } from "./my-mycourse";
import { myNoteRoute } from "./my-mynote";
import { myTrainingAttendRoute } from "./my-trainingattend";
import { resellerSurveyRoute } from "./reseller-survey";
import { resellerSurveySuccessRoute } from "./reseller-survey-success";
import { rewardDetailRoute, rewardListRoute } from "./reward-library";
import { rootRoute } from "./root";
import { solutionArticleRoute, solutionDetailRoute, solutionListRoute } from "./solution-library";
import { specialListRoute } from "./special-list";
import { specialTabsRoute } from "./special-tabs";
import { studyDetailRoute } from "./study-detail";
import { studyIndexRoute } from "./study-index";
import { studyMyPackRoute } from "./study-mypack";
import { trainingCateListRoute } from "./training-cate-list";
import { trainingDetailRoute } from "./training-detail";
import { trainingDetail2Route } from "./training-detail2";
import { trainingListRoute } from "./training-list";
import { trainingLiveRoute, trainingReviewRoute } from "./training-room";
import { trainingEventGradeQueryRoute, trainingEventGradeRoute } from "./trainingevent-grade";
import { trainingEventGradeSuccessRoute } from "./trainingevent-gradesuccess";
import { userBindMobileRoute } from "./user-bindmobile";
import { userInterestRoute } from "./user-interest";
import { userLoginRoute } from "./user-login";
import { userOauthloginRoute } from "./user-oauthlogin";
import { userRegRoute } from "./user-reg";
import { userResellerloginRoute } from "./user-resellerlogin";
import { userWxloginRoute } from "./user-wxlogin";
import { zhaopinAppliedRoute } from "./zhaopin-applied";
import { zhaopinCompanyRoute } from "./zhaopin-company";
import { zhaopinDetailRoute } from "./zhaopin-detail";
import { zhaopinListAliasRoute, zhaopinListRoute } from "./zhaopin-list";
import { zhaopinMessagesRoute } from "./zhaopin-messages";
import { zhaopinMyCvRoute } from "./zhaopin-mycv";

export const routeTree = rootRoute.addChildren([
  faqSearchRoute,
  helpCenterRoute,
  helpClauseRoute,
  helpPrivacyRoute,
  helpYaceRoute,
  homeRoute,
  homeIndexRoute,
  userLoginRoute,
  userRegRoute,
  userOauthloginRoute,
  userResellerloginRoute,
  userWxloginRoute,
  resellerSurveyRoute,
  resellerSurveySuccessRoute,
  userInterestRoute,
  myIndexRoute,
  myEditRoute,
  myUserInfoRoute,
  userBindMobileRoute,
  activityDetailRoute,
  activitySpecialRoute,
  trainingDetailRoute,
  trainingDetail2Route,
  trainingLiveRoute,
  trainingReviewRoute,
  learningListRoute,
  specialListRoute,
  specialTabsRoute,
  courseDetailRoute,
  courseDetail2Route,
  courseStudyRoute,
  courseQuizRoute,
  moocCertificationRoute,
  moocCertification3Route,
  moocCenter3Route,
  trainingListRoute,
  trainingCateListRoute,
  liveScheduleRoute,
  livePreDetailRoute,
  myLetterRoute,
  growPlanStartRoute,
  growPlanPlanListRoute,
  growPlanLearnRecordRoute,
  growPlanSpecialRoute,
  solutionListRoute,
  solutionDetailRoute,
  solutionArticleRoute,
  caseListRoute,
  caseDetailRoute,
  ideaListRoute,
  ideaDetailRoute,
  rewardListRoute,
  rewardDetailRoute,
  certificationWaitAuditRoute,
  certificationTimeRoute,
  certificationCertificateRoute,
  certificateVerifyRoute,
  certificatePrintRoute,
  certificationPayRoute,
  certificationVoucherRoute,
  certificationExamRoute,
  certificationCarSelectRoute,
  certificationOutlineRoute,
  certificationAddRoute,
  certificationExamCheckRoute,
  certificationOnlineRoute,
  myExamInfoRoute,
  certificationHistoryScoreRoute,
  certificationLecSubmitRoute,
  myPearsonCerEditRoute,
  myExamEditRoute,
  myCourseRoute,
  myNoteRoute,
  myTrainingAttendRoute,
  myBindCompanyRoute,
  myCardRoute,
  myBindCardRoute,
  jshopRoute,
  jshopDetailRoute,
  jshopExchangeRoute,
  zhaopinMyCvRoute,
  myCreditsRoute,
  myMedalRoute,
  myRadarRoute,
  mySpecialExamRoute,
  zhaopinListRoute,
  zhaopinListAliasRoute,
  zhaopinDetailRoute,
  zhaopinCompanyRoute,
  zhaopinAppliedRoute,
  zhaopinMessagesRoute,
  trainingEventGradeRoute,
  trainingEventGradeQueryRoute,
  trainingEventGradeSuccessRoute,
  studyIndexRoute,
  studyDetailRoute,
  studyMyPackRoute,
]);
