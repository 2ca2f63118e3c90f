import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from "react-admin";
import { SIGNUP_AUDIT_LABELS } from "../../../api/contract/activity-admin";
import { MobileField } from "../../components/mobile-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { API_URL } from "../../providers/http";
import { choicesOf } from "../activities/choices";
import { AuditField } from "./audit-field";
import { BulkReviewButtons } from "../../components/review-buttons";
import { ACTIVITY_SIGNUP_QUEUE } from "./review-buttons";

type Signup = { id: number; audit: number; createdAt: string };

const filters = [
  <ReferenceInput key="activityId" source="activityId" reference="activities" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput key="audit" source="audit" choices={choicesOf(SIGNUP_AUDIT_LABELS)} alwaysOn />,
];

/** The CSV of one activity's sign-ups: offered once the list is narrowed to an activity. */
function ExportCsv() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const activityId = filterValues.activityId;
  if (!activityId) return null;
  return (
    <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/activity-signups/export?activityId=${activityId}`} download>
      {translate("app.activities.export")}
    </MuiButton>
  );
}

const actions = (
  <TopToolbar>
    <ExportCsv />
  </TopToolbar>
);

/** The review queue: pick sign-ups (narrow by activity and state) and approve or reject them together. */
export function SignupList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ audit: 0 }} sort={{ field: "createdAt", order: "DESC" }} actions={actions} exporter={false}>
      {small ? (
        <SimpleList<Signup>
          primaryText={() => (
            <ReferenceField source="userId" reference="users" link={false}>
              <TextField source="chineseName" emptyText="—" /> <MobileField source="mobile" />
            </ReferenceField>
          )}
          secondaryText={() => <ReferenceField source="activityId" reference="activities" link={false} />}
          tertiaryText={() => <AuditField source="audit" />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkReviewButtons queue={ACTIVITY_SIGNUP_QUEUE} />}>
          <TextField source="id" />
          <ReferenceField source="activityId" reference="activities" sortable={false} link="show" />
          <ReferenceField source="userId" reference="users" sortable={false} link={false}>
            <TextField source="chineseName" emptyText="—" />
          </ReferenceField>
          <ReferenceField source="userId" reference="users" sortable={false} link={false} label="resources.activity-signups.fields.mobile">
            <MobileField source="mobile" />
          </ReferenceField>
          <TextField source="source" emptyText="—" sortable={false} />
          <AuditField source="audit" />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
