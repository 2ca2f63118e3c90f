import {
  Datagrid,
  Labeled,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
} from "react-admin";
import { BOOKING_STATUS_LABELS } from "@/api/contract/certification-booking";
import { SITTING_MODE_LABELS } from "@/api/contract/online-exam";
import { editActions } from "../../components/edit-actions";
import { TimeField } from "../../components/time-field";

const STATUS_CHOICES = Object.entries(BOOKING_STATUS_LABELS).map(([id, name]) => ({ id, name }));
const MODE_CHOICES = Object.entries(SITTING_MODE_LABELS).map(([id, name]) => ({ id, name }));

/** A sitting and the candidates booked on it (name, company, phone; never an ID number). */
export function ExamSessionShow() {
  return (
    <Show actions={editActions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="examId" reference="exams" link={false} />
        <TextField source="name" />
        <TimeField source="startAt" />
        <SelectField source="mode" choices={MODE_CHOICES} />
        <TimeField source="closesAt" emptyText="—" />
        <NumberField source="seats" />
        <NumberField source="seatsTaken" />
        <NumberField source="seatsLeft" />
        <UrlField source="url" target="_blank" rel="noopener" emptyText="—" />
        <Labeled label="app.exam_sessions.booked" fullWidth>
          <ReferenceManyField
            reference="exam-bookings"
            target="sessionId"
            sort={{ field: "bookedAt", order: "ASC" }}
            perPage={50}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <TextField source="chineseName" />
              <TextField source="companyName" />
              <TextField source="phone" sortable={false} />
              <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
              <TimeField source="bookedAt" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
