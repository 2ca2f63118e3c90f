import { Show, useRecordContext } from "react-admin";
import type { TalentRow } from "@/api/contract/zhaopin-admin";
import { CvView } from "../../components/cv-view";

function Cv() {
  const record = useRecordContext<TalentRow>();
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
