import EditNoteIcon from "@mui/icons-material/EditNote";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  Labeled,
  ReferenceArrayField,
  ReferenceField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from "react-admin";
import { Link } from "react-router";
import type { TrainingRow } from "@/api/contract/training-admin";
import { ColumnTypeField } from "../../components/column-type-input";
import { editActions } from "../../components/edit-actions";
import { SignupLinks } from "../../components/signup-links";
import { TimeField } from "../../components/time-field";
import { TRAINING_ATTEND_QUEUE } from "../../components/training-attend-queue";
import { InviteList } from "./invite-list";

/** The session's review queue and the CSV of its sign-ups, its sign-up form, its attendance. */
function TrainingSignupLinks() {
  const record = useRecordContext<TrainingRow>();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ trainingId: record.id }));
  return (
    <SignupLinks queue={TRAINING_ATTEND_QUEUE} parentId={record.id}>
      <Button component={Link} to={`/training-forms/${record.id}`} label="app.trainings.edit_form">
        <EditNoteIcon />
      </Button>
      <Button component={Link} to={`/training-visits?filter=${filter}`} label="app.trainings.attendance">
        <HowToRegIcon />
      </Button>
    </SignupLinks>
  );
}

export function TrainingShow() {
  return (
    <Show actions={editActions}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.trainings.tab_session">
          <TextField source="id" />
          <TextField source="strId" />
          <TextField source="title" />
          <ReferenceField source="categoryId" reference="training-categories" link={false} emptyText="—" />
          <ReferenceArrayField source="industryIds" reference="training-industries">
            <SingleFieldList linkType={false} empty={<span>—</span>} />
          </ReferenceArrayField>
          <ReferenceArrayField source="tagIds" reference="learning-tags">
            <SingleFieldList empty={<span>—</span>} />
          </ReferenceArrayField>
          <TimeField source="startAt" />
          <TimeField source="endAt" />
          <BooleanField source="published" />
          <Labeled label="app.trainings.signups" fullWidth>
            <TrainingSignupLinks />
          </Labeled>
          <BooleanField source="isApprove" />
          <BooleanField source="directed" />
          <TextField source="capacity" emptyText="app.trainings.unlimited" />
          <TextField source="seatsTaken" />
          <TextField source="cover" emptyText="—" />
          <TextField source="descripts" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
          <ArrayField source="lecturers">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
              <TextField source="name" label="resources.trainings.fields.lecturers.name" />
              <TextField source="title" label="resources.trainings.fields.lecturers.title" emptyText="—" />
              <TextField source="imgUrl" label="resources.trainings.fields.lecturers.imgUrl" emptyText="—" />
            </Datagrid>
          </ArrayField>
          <TextField source="qrcode" emptyText="—" />
          <TextField source="siYuQrText" emptyText="—" />
          <TextField source="detailButton.auditText" emptyText="—" />
          <TextField source="detailButton.auditQrCode" emptyText="—" />
          <TextField source="detailButton.auditQrCodeText" emptyText="—" />
          <TextField source="detailButton.successText" emptyText="—" />
          <TextField source="detailButton.successQrCode" emptyText="—" />
          <TextField source="detailButton.successQrCodeText" emptyText="—" />
          <TextField source="joinUrl" emptyText="—" />
          <TextField source="dbUrl" emptyText="—" />
          <ColumnTypeField />
          <TextField source="modulesId" />
          <TextField source="specialColumnId" />
          <BooleanField source="isHot" />
          <BooleanField source="isFeatured" />
          <TimeField source="createdAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.invites.tab" path="invites">
          <InviteList />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
