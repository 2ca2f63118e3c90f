/** What other modules may read of the certificates people hold (an enterprise's certified employees, 我的课程). */
export { certificatesOfPeople, courseCertificateNumbers, withoutCourseCertificate } from "./of-people/queries";
