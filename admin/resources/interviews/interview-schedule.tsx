import { Datagrid, List, type RowClickFunction, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import { INTERVIEW_STATUS_LABEL, type InterviewRow } from "@/api/contract/zhaopin-interviews";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const STATUS_CHOICES = Object.entries(INTERVIEW_STATUS_LABEL).map(([id, name]) => ({ id, name }));
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

/** Where a row leads: the application it was sent from, or the talent's CV. */
const pathOf = (r: InterviewRow) => (r.applicationId === null ? `/talent-pool/${r.cvId}/show` : `/applications/${r.applicationId}/show`);
const rowPath: RowClickFunction = (_id, _resource, record) => pathOf(record as InterviewRow);

/** 面试安排: the company's invitations, soonest first, with the candidates' answers; a row opens its application. */
export function InterviewSchedule() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "startsAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<InterviewRow>
          primaryText={(r) => `${r.candidateName} · ${r.statusText}`}
          secondaryText={(r) => r.positionTitle || "—"}
          tertiaryText={(r) => r.replyNote}
          linkType={(r) => pathOf(r as InterviewRow)}
        />
      ) : (
        <Datagrid rowClick={rowPath} bulkActionButtons={false} sx={{ "& .RaDatagrid-headerCell": { whiteSpace: "nowrap" } }}>
          <TimeField source="startsAt" />
          <TextField source="candidateName" sortable={false} />
          <TextField source="positionTitle" sortable={false} emptyText="人才库邀请" />
          <SelectField source="status" choices={STATUS_CHOICES} />
          <TimeField source="proposedAt" sortable={false} emptyText="—" />
          <TextField source="replyNote" sortable={false} emptyText="—" />
          <TextField source="contactName" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
