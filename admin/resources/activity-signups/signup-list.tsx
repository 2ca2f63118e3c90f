import { TextField } from "react-admin";
import { SIGNUP_AUDIT_LABELS } from "@/api/contract/activity-admin";
import { ACTIVITY_SIGNUP_QUEUE } from "../../components/activity-signup-queue";
import { SignUpQueueList } from "../../components/sign-up-queue-list";

/** The review queue: pick sign-ups (narrow by activity and state) and approve or reject them together. */
export function SignupList() {
  return (
    <SignUpQueueList
      queue={ACTIVITY_SIGNUP_QUEUE}
      parent="activities"
      auditLabels={SIGNUP_AUDIT_LABELS}
      sort={{ field: "createdAt", order: "DESC" }}
      beforeAudit={<TextField source="source" emptyText="—" sortable={false} />}
      time="createdAt"
    />
  );
}
