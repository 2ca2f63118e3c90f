import { Show, useRecordContext } from "react-admin";
import { type CvData, CvView } from "../../components/cv-view";

function Cv() {
  const record = useRecordContext<CvData & { id: number }>();
  return record ? <CvView cv={record} /> : null;
}

/** A public CV, read only. */
export function TalentShow() {
  return (
    <Show actions={false}>
      <Cv />
    </Show>
  );
}
