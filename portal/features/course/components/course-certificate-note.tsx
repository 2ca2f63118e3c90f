import { certificatePrintPath } from "@/api/contract/certificate";
import type { CourseDetail } from "@/api/contract/course";
import { AppLink } from "@/portal/components/app-link";

/** The course's 结业证书: the person's own once issued (with its print page), else the promise when the course gives one. */
export function CourseCertificateNote({ detail }: { detail: CourseDetail }) {
  const number = detail.me?.certificateNumber;
  if (number)
    return (
      <p className="course-cert">
        <span className="status-pill status-pill--success">已获得结业证书</span>
        <AppLink href={certificatePrintPath(number)}>查看证书</AppLink>
      </p>
    );
  if (!detail.completionCertificate) return null;
  return (
    <p className="course-cert">
      <span className="status-pill status-pill--brand">结业证书</span>
      完成课程可获得结业证书
    </p>
  );
}
