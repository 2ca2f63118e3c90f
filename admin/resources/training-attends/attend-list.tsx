import { SelectInput } from "react-admin";
import { ATTEND_AUDIT_LABELS, ATTEND_STATUS_LABELS } from "@/api/contract/training-admin";
import { SignUpQueueList } from "../../components/sign-up-queue-list";
import { TRAINING_ATTEND_QUEUE } from "../../components/training-attend-queue";
import { StatusField } from "./status-field";

const statusChoices = Object.entries(ATTEND_STATUS_LABELS).map(([id, name]) => ({ id, name }));

/** The review queue: narrow by session, audit state and place (waiting), then approve or reject together. */
export function AttendList() {
  return (
    <SignUpQueueList
      queue={TRAINING_ATTEND_QUEUE}
      parent="trainings"
      auditLabels={ATTEND_AUDIT_LABELS}
      moreFilters={[<SelectInput key="status" source="status" choices={statusChoices} />]}
      sort={{ field: "queuedAt", order: "ASC" }}
      afterAudit={{ tertiary: <StatusField source="status" />, column: <StatusField source="status" sortable={false} /> }}
      time="queuedAt"
    />
  );
}
