import { Labeled, Show, SimpleShowLayout, TextField } from "react-admin";
import { AuditActionField } from "../../components/audit-action-field";
import { TimeField } from "../../components/time-field";
import { AuditChanges } from "./audit-changes";
import { AuditResourceField } from "./audit-resource-field";

export function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TimeField source="createdAt" />
        <TextField source="actorName" />
        <AuditActionField source="action" />
        <AuditResourceField source="resource" />
        <TextField source="recordId" />
        <Labeled label="app.audit.changes" fullWidth>
          <AuditChanges />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
