import { refuseWhileUsed } from "@/api/admin/in-use";
import { certificates } from "@/db/schema/certification/certificates";

/**
 * What the course module asks of certificates: a course whose 结业证书 were issued is not deleted (a `remove.check`;
 * certificates.course_id has no cascade, so the database would refuse too, in words nobody understands).
 */
export const refuseWhileCertified = refuseWhileUsed(certificates.courseId, (n) => `该课程已颁发 ${n} 张结业证书，不能删除，可改为下线`);
