import type { StorageDriver } from "@/api/providers/storage";
import type { Db } from "../client";
import { seedActivities } from "./activity";
import { seedAnnouncements } from "./announcement";
import { seedBanners } from "./banners";
import { seedBinding } from "./binding";
import { seedCertificates } from "./certificates";
import { seedCertification } from "./certification";
import { seedCertificationRequests } from "./certification-requests";
import { seedCompanies } from "./companies";
import { seedContent } from "./content";
import { seedCourses } from "./course";
import { seedStudyMedals } from "./course-medals";
import { seedCourseQuizzes } from "./course-quiz";
import { seedCredits } from "./credits";
import { seedGrading } from "./grading";
import { seedGrowPlans } from "./growplan";
import { seedHelp } from "./help";
import { seedInterest } from "./interest";
import { seedLearningTags } from "./learning";
import { seedLessonTalk } from "./lesson-talk";
import { seedLetters } from "./letters";
import { seedOnlineExams } from "./online-exams";
import { seedPartnerLogin } from "./partner-login";
import { seedProfiles } from "./profile";
import { type SeedLog, silentLog } from "./progress";
import { seedQuestionBank } from "./question-bank";
import { seedReference } from "./reference";
import { seedEnterpriseApplication } from "./registration";
import { seedResellerSurvey } from "./reseller-survey";
import { seedSearch } from "./search";
import { seedShop } from "./shop";
import { seedSpecials } from "./special";
import { seedStudyPacks } from "./study";
import { seedTrainings } from "./training";
import { hasUsers, seedDemoUsers } from "./users";
import { seedWechat } from "./wechat";
import { seedCertifiedCandidate } from "./zhaopin-certified";
import { seedZhaopinCvs } from "./zhaopin-cv";
import { seedZhaopinHiring } from "./zhaopin-hiring";
import { seedZhaopinPositions } from "./zhaopin-positions";

export type { SeedLog } from "./progress";
export { seedReference } from "./reference";
export { countUsers, DEMO_ACCOUNTS, seedBulkUsers } from "./users";

/** Reference data, companies and the demo accounts; safe to run again. Covers and portraits go to `storage`. */
/** `appSecret` seals the demo partner's secret (db/seed/partner-login.ts); without it the partner has none yet. */
export async function seedDemo(db: Db, storage: StorageDriver, { log = silentLog, appSecret }: { log?: SeedLog; appSecret?: string } = {}) {
  await seedReference(db, log);
  await seedCompanies(db, log);
  await seedDemoUsers(db, log);
  await seedProfiles(db, log);
  await seedLearningTags(db, log);
  await seedTrainings(db, storage, log);
  await seedCourses(db, storage, log);
  // Its tabs name the demo sessions and courses.
  await seedSpecials(db, storage, log);
  await seedLetters(db, log);
  // Before the survey's answers: the demo applicant answers as every demo account does.
  await seedEnterpriseApplication(db, log);
  await seedInterest(db, log);
  await seedAnnouncements(db, log);
  await seedHelp(db, log);
  await seedContent(db, storage, log);
  await seedSearch(db, log);
  await seedCertification(db, storage, log);
  // After the demo exams: two of them get a question bank and paper rules (the in-house exam engine).
  await seedQuestionBank(db, log);
  // Its slides lead to a demo course, live session and exam.
  await seedBanners(db, storage, log);
  // Its special topic's tasks name a demo session and exam.
  await seedActivities(db, storage, log);
  await seedStudyMedals(db, storage, log);
  await seedCertificates(db, log);
  // After the question bank: it draws the demo attempts' papers.
  await seedOnlineExams(db, storage, log);
  await seedCertificationRequests(db, log);
  // After companies, users, courses and exams: bindings to the demo HR's company and learning-card batches.
  await seedBinding(db, log);
  // Last: its tasks name the demo sessions, exams, interest posts and whatever courses are seeded before it.
  await seedGrowPlans(db, log);
  await seedShop(db, storage, log);
  await seedCredits(db, log);
  await seedZhaopinCvs(db, log);
  // After companies and users: company profiles, positions (indexed for the search) and the demo candidate's CV.
  await seedZhaopinPositions(db, log);
  // After the positions and CVs of the recruitment seeds: applications in every stage on them (none without them).
  await seedZhaopinHiring(db, log);
  // After the hiring seed (whose applications must not take her CV): a certified job seeker's 已验证证书 and application.
  await seedCertifiedCandidate(db, log);
  // After the sessions and the demo learners: the demo replay's grading questions and gradings.
  await seedGrading(db, log);
  // After the demo courses (with the learners' progress), sessions, learners and interest options: the course packs.
  await seedStudyPacks(db, log);
  // After the demo courses and their learners' enrollments: lesson questions, answers, 有用 marks and notes.
  await seedLessonTalk(db, log);
  // After the demo courses, their learners' history and the question bank: course quizzes and the 结业证书 due.
  await seedCourseQuizzes(db, log);
  await seedPartnerLogin(db, log, appSecret);
  // After the demo reseller code: the survey's respondent came through it.
  await seedResellerSurvey(db, log);
  // After the demo learners.
  await seedWechat(db, log);
}

/** Fills demo data when the database has no users yet (a fresh embedded database). */
export async function seedIfEmpty(db: Db, storage: StorageDriver, appSecret?: string) {
  if (!(await hasUsers(db))) await seedDemo(db, storage, { appSecret });
}
