import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router";
import { lazyScreen } from "./components/lazy-screen";
import { Dashboard } from "./dashboard/dashboard";
import { AppLayout } from "./layout/app-layout";
import { LoginPage } from "./login/login-page";
import { authProvider } from "./providers/auth";
import { dataProvider } from "./providers/data";
import { i18nProvider } from "./providers/i18n";
import activities from "./resources/activities";
import activitySignups from "./resources/activity-signups";
import activitySteps from "./resources/activity-steps";
import activityTasks from "./resources/activity-tasks";
import announcements from "./resources/announcements";
import applications from "./resources/applications";
import auditLogs from "./resources/audit-logs";
import banners from "./resources/banners";
import cardBatches from "./resources/card-batches";
import certificates from "./resources/certificates";
import companies from "./resources/companies";
import companyBindings from "./resources/company-bindings";
import companyEmployees from "./resources/company-employees";
import companyProfiles from "./resources/company-profiles";
import contentArticles from "./resources/content-articles";
import contentCases from "./resources/content-cases";
import contentCategories from "./resources/content-categories";
import contentIdeas from "./resources/content-ideas";
import contentRewards from "./resources/content-rewards";
import contentSolutions from "./resources/content-solutions";
import courseChapters from "./resources/course-chapters";
import courseComments from "./resources/course-comments";
import courseLearners from "./resources/course-learners";
import courseLessons from "./resources/course-lessons";
import courseNotes from "./resources/course-notes";
import coursePackReplies from "./resources/course-pack-replies";
import coursePacks from "./resources/course-packs";
import courseQuestions from "./resources/course-questions";
import courseQuizAttempts from "./resources/course-quiz-attempts";
import courseQuizzes from "./resources/course-quizzes";
import courses from "./resources/courses";
import enterpriseApplications from "./resources/enterprise-applications";
import examAttempts from "./resources/exam-attempts";
import examFeeRefunds from "./resources/exam-fee-refunds";
import examMarkings from "./resources/exam-markings";
import examQuestions from "./resources/exam-questions";
import examRegistrations from "./resources/exam-registrations";
import examResults from "./resources/exam-results";
import examSessions from "./resources/exam-sessions";
import exams from "./resources/exams";
import gradeQuestions from "./resources/grade-questions";
import gradeResults from "./resources/grade-results";
import growPlanSteps from "./resources/grow-plan-steps";
import growPlanTasks from "./resources/grow-plan-tasks";
import growPlans from "./resources/grow-plans";
import helpCategories from "./resources/help-categories";
import helpEntries from "./resources/help-entries";
import interestOptions from "./resources/interest-options";
import interviews from "./resources/interviews";
import invoiceRequests from "./resources/invoice-requests";
import learningTags from "./resources/learning-tags";
import lecturerSubmissions from "./resources/lecturer-submissions";
import letterBroadcasts from "./resources/letter-broadcasts";
import mainCompanies from "./resources/main-companies";
import medalLevels from "./resources/medal-levels";
import medals from "./resources/medals";
import messageReports from "./resources/message-reports";
import oauthPartners from "./resources/oauth-partners";
import paperCertificates from "./resources/paper-certificates";
import paymentOrders from "./resources/payment-orders";
import pointsLedger from "./resources/points-ledger";
import pointsSettings from "./resources/points-settings";
import positions from "./resources/positions";
import resellerAuthCodes from "./resources/reseller-auth-codes";
import resellerSurveyOptions from "./resources/reseller-survey-options";
import resellerSurveyQuestions from "./resources/reseller-survey-questions";
import resellerSurveyResponses from "./resources/reseller-survey-responses";
import searchMissedQueries from "./resources/search-missed-queries";
import searchTopQueries from "./resources/search-top-queries";
import shopOrders from "./resources/shop-orders";
import shopProducts from "./resources/shop-products";
import smsOutbox from "./resources/sms-outbox";
import specialColumnTabs from "./resources/special-column-tabs";
import specialColumns from "./resources/special-columns";
import specialTabItems from "./resources/special-tab-items";
import sponsoredExams from "./resources/sponsored-exams";
import talentPool from "./resources/talent-pool";
import trainingAttends from "./resources/training-attends";
import trainingCategories from "./resources/training-categories";
import trainingForms from "./resources/training-forms";
import trainingVisits from "./resources/training-visits";
import trainings from "./resources/trainings";
import users from "./resources/users";
import voucherBatches from "./resources/voucher-batches";
import vouchers from "./resources/vouchers";
import { theme } from "./theme";

const LoadTestPage = lazyScreen(() => import("./load-test/load-test-page"), "LoadTestPage");

/** The back office. Menu entries and buttons follow authProvider.canAccess (ADMIN_ACCESS), as the api does. */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="管理后台"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AppLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="enterprise-applications" {...enterpriseApplications} />
      <Resource name="reseller-auth-codes" {...resellerAuthCodes} />
      <Resource name="oauth-partners" {...oauthPartners} />
      <Resource name="reseller-survey-responses" {...resellerSurveyResponses} />
      <Resource name="reseller-survey-questions" {...resellerSurveyQuestions} />
      <Resource name="reseller-survey-options" {...resellerSurveyOptions} />
      <Resource name="companies" {...companies} />
      <Resource name="main-companies" {...mainCompanies} />
      <Resource name="sms-outbox" {...smsOutbox} />
      <Resource name="search-top-queries" {...searchTopQueries} />
      <Resource name="search-missed-queries" {...searchMissedQueries} />
      <Resource name="letter-broadcasts" {...letterBroadcasts} />
      <Resource name="audit-logs" {...auditLogs} />
      <Resource name="activities" {...activities} />
      <Resource name="activity-signups" {...activitySignups} />
      <Resource name="activity-steps" {...activitySteps} />
      <Resource name="activity-tasks" {...activityTasks} />
      <Resource name="medals" {...medals} />
      <Resource name="medal-levels" {...medalLevels} />
      <Resource name="points-settings" {...pointsSettings} />
      <Resource name="points-ledger" {...pointsLedger} />
      <Resource name="grow-plans" {...growPlans} />
      <Resource name="grow-plan-steps" {...growPlanSteps} />
      <Resource name="grow-plan-tasks" {...growPlanTasks} />
      <Resource name="trainings" {...trainings} />
      <Resource name="training-attends" {...trainingAttends} />
      <Resource name="training-visits" {...trainingVisits} />
      <Resource name="grade-questions" {...gradeQuestions} />
      <Resource name="grade-results" {...gradeResults} />
      <Resource name="courses" {...courses} />
      <Resource name="course-chapters" {...courseChapters} />
      <Resource name="course-lessons" {...courseLessons} />
      <Resource name="course-quizzes" {...courseQuizzes} />
      <Resource name="course-quiz-attempts" {...courseQuizAttempts} />
      <Resource name="course-comments" {...courseComments} />
      <Resource name="course-questions" {...courseQuestions} />
      <Resource name="course-notes" {...courseNotes} />
      {/* Shown on a question's page and on the dashboard, not in the menu. */}
      <Resource name="course-answers" recordRepresentation="content" />
      <Resource name="course-question-counts" recordRepresentation="courseTitle" />
      <Resource name="course-learners" {...courseLearners} />
      <Resource name="course-packs" {...coursePacks} />
      <Resource name="course-pack-replies" {...coursePackReplies} />
      {/* Shown on its pack's page (a tab), not in the menu. */}
      <Resource name="course-pack-items" recordRepresentation="title" />
      <Resource name="special-columns" {...specialColumns} />
      <Resource name="special-column-tabs" {...specialColumnTabs} />
      <Resource name="special-tab-items" {...specialTabItems} />
      <Resource name="training-categories" {...trainingCategories} />
      <Resource name="learning-tags" {...learningTags} />
      <Resource name="interest-options" {...interestOptions} />
      <Resource name="announcements" {...announcements} />
      <Resource name="banners" {...banners} />
      <Resource name="help-entries" {...helpEntries} />
      <Resource name="help-categories" {...helpCategories} />
      <Resource name="content-solutions" {...contentSolutions} />
      <Resource name="content-articles" {...contentArticles} />
      <Resource name="content-cases" {...contentCases} />
      <Resource name="content-ideas" {...contentIdeas} />
      <Resource name="content-rewards" {...contentRewards} />
      <Resource name="content-categories" {...contentCategories} />
      <Resource name="training-forms" {...trainingForms} />
      <Resource name="exams" {...exams} />
      <Resource name="exam-questions" {...examQuestions} />
      <Resource name="exam-registrations" {...examRegistrations} />
      <Resource name="exam-sessions" {...examSessions} />
      <Resource name="exam-results" {...examResults} />
      <Resource name="exam-markings" {...examMarkings} />
      <Resource name="exam-attempts" {...examAttempts} />
      <Resource name="certificates" {...certificates} />
      <Resource name="paper-certificates" {...paperCertificates} />
      <Resource name="invoice-requests" {...invoiceRequests} />
      <Resource name="exam-fee-refunds" {...examFeeRefunds} />
      <Resource name="sponsored-exams" {...sponsoredExams} />
      <Resource name="lecturer-submissions" {...lecturerSubmissions} />
      <Resource name="voucher-batches" {...voucherBatches} />
      <Resource name="vouchers" {...vouchers} />
      <Resource name="company-bindings" {...companyBindings} />
      <Resource name="card-batches" {...cardBatches} />
      {/* Shown on its batch's page, not in the menu. */}
      <Resource name="learning-cards" recordRepresentation="cardNo" />
      <Resource name="payment-orders" {...paymentOrders} />
      <Resource name="shop-products" {...shopProducts} />
      <Resource name="shop-orders" {...shopOrders} />
      <Resource name="company-profiles" {...companyProfiles} />
      <Resource name="positions" {...positions} />
      <Resource name="applications" {...applications} />
      <Resource name="talent-pool" {...talentPool} />
      <Resource name="interviews" {...interviews} />
      <Resource name="message-reports" {...messageReports} />
      <Resource name="company-employees" {...companyEmployees} />
      {/* Shown on its application's page, not in the menu. */}
      <Resource name="application-notes" />
      {/* Shown on its certificate's page, not in the menu. */}
      <Resource name="certificate-verifications" />
      {/* Shown on its sitting's page, not in the menu. */}
      <Resource name="exam-bookings" recordRepresentation="chineseName" />
      {/* Shown on its session's page (a tab), not in the menu. */}
      <Resource name="training-invites" recordRepresentation="mobile" />
      {/* Reference data: exam names for the filters and columns of registrations and certificates. */}
      <Resource name="exam-names" recordRepresentation="name" />
      {/* Reference data: course titles for a growth plan's course tasks. */}
      <Resource name="grow-plan-courses" recordRepresentation="title" />
      {/* Reference data: the choices of a session's 行业. */}
      <Resource name="training-industries" recordRepresentation="title" />
      <CustomRoutes>
        <Route path="/load-test" element={<LoadTestPage />} />
      </CustomRoutes>
    </Admin>
  );
}
