import { Box, Typography } from "@mui/material";
import { useState } from "react";
import {
  FunctionField,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { ExamRegistrationRow } from "@/api/contract/certification-admin";
import { ID_TYPES } from "@/api/contract/certification-registration";
import { PAY_METHOD_LABELS } from "@/api/contract/exams-admin";
import { TimeField } from "../../components/time-field";
import { RegistrationReviewActions } from "./review-buttons";
import { RegistrationStatusField } from "./status-field";

/** A private photo (ID photo, camera photo): operators only; a missing one says so instead of a broken image. */
function Photo({ src, alt }: { src: string; alt: string }) {
  const translate = useTranslate();
  const [missing, setMissing] = useState(false);
  if (!src || missing) return <Typography color="text.secondary">{translate("app.exam_registrations.no_photo")}</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setMissing(true)}
      sx={{ maxWidth: 400, width: "100%", borderRadius: 1, border: 1, borderColor: "divider" }}
    />
  );
}

function Photos() {
  const record = useRecordContext<ExamRegistrationRow>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  // An enterprise account never gets these paths from the api; nothing to show.
  if (!record || !permissions?.includes("operator")) return null;
  return (
    <>
      {record.idType === 1 && (
        <Labeled label="resources.exam-registrations.fields.idPic">
          <Photo src={record.idPic ?? ""} alt={translate("resources.exam-registrations.fields.idPic")} />
        </Labeled>
      )}
      {record.idType === 0 && (
        <Labeled label="resources.exam-registrations.fields.checkPhotoUrl">
          <Photo src={record.checkPhotoUrl ?? ""} alt={translate("resources.exam-registrations.fields.checkPhotoUrl")} />
        </Labeled>
      )}
    </>
  );
}

/** One registration: who, the ID, what was paid, the review; operators also see the ID photo or camera photo. */
export function RegistrationShow() {
  return (
    <Show actions={<RegistrationReviewActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="examId" reference="exam-names" link={false} />
        <TextField source="chineseName" />
        <TextField source="companyName" />
        <FunctionField source="idType" render={(r: ExamRegistrationRow) => ID_TYPES.find((t) => t.value === r.idType)?.label ?? ""} />
        <TextField source="idCard" emptyText="—" />
        <TextField source="phone" />
        <RegistrationStatusField source="status" />
        <FunctionField source="feeFen" render={(r: ExamRegistrationRow) => (r.feeFen === 0 ? "免费" : `¥${(r.feeFen / 100).toFixed(2)}`)} />
        <FunctionField
          source="payMethod"
          render={(r: ExamRegistrationRow) => (r.payMethod ? (PAY_METHOD_LABELS[r.payMethod] ?? r.payMethod) : "—")}
        />
        <TimeField source="paidAt" />
        <TimeField source="reviewedAt" />
        <TextField source="reviewNote" emptyText="—" />
        <NumberField source="score" emptyText="—" />
        <TimeField source="createdAt" />
        <Photos />
      </SimpleShowLayout>
    </Show>
  );
}
