import { Labeled, Show, SimpleShowLayout, TextField } from "react-admin";
import { TimeField } from "../../components/time-field";
import { AuditActionField } from "./audit-action-field";
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
