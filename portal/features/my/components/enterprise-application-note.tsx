import { useEnterpriseApplication } from "../enterprise-application";

/** The state of the person's enterprise registration (企业认证), when they made one. */
export function EnterpriseApplicationNote() {
  const application = useEnterpriseApplication();
  if (!application) return null;
  const { status, companyName, reason } = application;
  return (
    <p className={`card my-enterprise my-enterprise--${status}`} role="status">
      <strong>{status === "pending" ? "企业认证审核中" : status === "approved" ? "企业认证已通过" : `企业认证未通过：${reason}`}</strong>
      <span>{companyName}</span>
      {status === "approved" && (
        <a className="my-enterprise__link" href="/admin/">
          进入企业后台
        </a>
      )}
    </p>
  );
}
