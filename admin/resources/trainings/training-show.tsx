import DownloadIcon from "@mui/icons-material/Download";
import EditNoteIcon from "@mui/icons-material/EditNote";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import ListIcon from "@mui/icons-material/List";
import { Button as MuiButton, Stack } from "@mui/material";
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import { TimeField } from "../../components/time-field";
import { API_URL } from "../../providers/http";
import { InviteImport } from "./invite-import";

type Training = { id: number; directed: boolean };

/** The session's sign-up form, its review queue, the CSV of its sign-ups, its attendance, its invite list. */
function SignupLinks() {
  const record = useRecordContext<Training>();
  const translate = useTranslate();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ trainingId: record.id }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button component={Link} to={`/training-forms/${record.id}`} label="app.trainings.edit_form">
        <EditNoteIcon />
      </Button>
      <Button component={Link} to={`/training-attends?filter=${filter}`} label="app.trainings.review">
        <ListIcon />
      </Button>
      <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/training-attends/export?trainingId=${record.id}`} download>
        {translate("app.trainings.export")}
      </MuiButton>
      <Button component={Link} to={`/training-visits?filter=${filter}`} label="app.trainings.attendance">
        <HowToRegIcon />
      </Button>
      {record.directed && <InviteImport trainingId={record.id} />}
    </Stack>
  );
}

const actions = (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

export function TrainingShow() {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="strId" />
        <TextField source="title" />
        <ReferenceField source="categoryId" reference="training-categories" link={false} emptyText="—" />
        <TimeField source="startAt" />
        <TimeField source="endAt" />
        <BooleanField source="published" />
        <Labeled label="app.trainings.signups" fullWidth>
          <SignupLinks />
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
        <TextField source="columnType" />
        <TextField source="modulesId" />
        <TextField source="specialColumnId" />
        <BooleanField source="isHot" />
        <BooleanField source="isChoiceness" />
        <TimeField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
