import { Table, TableBody, TableCell, TableRow } from "@mui/material";
import { useGetOne, useRecordContext } from "react-admin";
import { answerText } from "../../../api/contract/training-admin";
import type { AttendAnswer, AttendSetting } from "../../../db/schema/training";

type Attend = { trainingId: number; settings: AttendSetting[]; survey: AttendAnswer[] };
type Form = {
  userDetailList: { name: string; typeId: number }[];
  surveyQuestions: { id: number; questionName: string; surveyOptions: { optionId: number; questionOption: string; isOther: boolean }[] }[];
};

/** Every answer of the sign-up, in the order of the session's form and survey. */
export function AttendAnswers() {
  const attend = useRecordContext<Attend>();
  const { data: form } = useGetOne<Form & { id: number }>("training-forms", { id: attend?.trainingId }, { enabled: !!attend });
  if (!attend || !form) return null;
  const rows = [
    ...form.userDetailList.map((f) => [f.name, attend.settings.find((s) => s.k === f.typeId)?.v ?? ""]),
    ...form.surveyQuestions.map((q) => [q.questionName, answerText(q, attend.survey)]),
  ];
  if (!rows.length) return <span>—</span>;
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([name, value], i) => (
          <TableRow key={i}>
            <TableCell sx={{ width: "35%", color: "text.secondary" }}>{name}</TableCell>
            <TableCell sx={{ whiteSpace: "pre-wrap" }}>{value || "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
