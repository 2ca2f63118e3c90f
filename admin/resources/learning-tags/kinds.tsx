import { Chip, Stack } from "@mui/material";
import { type FieldProps, useListContext, useRecordContext, useTranslate } from "react-admin";
import { type LearningTagRow, TAG_KIND_LABELS } from "@/api/contract/learning-admin";

export const kindChoices = Object.entries(TAG_KIND_LABELS).map(([id, name]) => ({ id, name }));

/** 产品, 岗位…: a tag's kind as a chip. */
export function KindField(_props: FieldProps) {
  const record = useRecordContext<LearningTagRow>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" label={TAG_KIND_LABELS[record.kind] ?? record.kind} />;
}

/** The kind filter as a row of chips: one tap on a phone, and every kind in sight. */
export function KindChips() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: string | undefined = filterValues.kind;
  const choose = (kind?: string) => setFilters({ ...filterValues, kind }, displayedFilters);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, px: 2, py: 1.5 }}>
      <Chip label={translate("app.tags.all_kinds")} color={current ? "default" : "primary"} onClick={() => choose(undefined)} />
      {kindChoices.map((k) => (
        <Chip key={k.id} label={k.name} color={current === k.id ? "primary" : "default"} onClick={() => choose(k.id)} />
      ))}
    </Stack>
  );
}
