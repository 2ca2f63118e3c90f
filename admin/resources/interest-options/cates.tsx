import { Chip, Stack } from "@mui/material";
import { type FieldProps, useListContext, useRecordContext, useTranslate } from "react-admin";
import { INTEREST_CATE_LABELS } from "@/api/contract/interest";
import type { InterestOptionRow } from "@/api/contract/interest-admin";
import { choicesOf } from "../../components/choices";

export const cateChoices = choicesOf(INTEREST_CATE_LABELS);

/** 您的身份, 您关注的岗位…: an option's category as a chip. */
export function CateField(_props: FieldProps) {
  const record = useRecordContext<InterestOptionRow>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" label={INTEREST_CATE_LABELS[record.cateId] ?? record.cateId} />;
}

/** The list grouped by category: one chip per category, one tap on a phone. */
export function CateChips() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: number | undefined = filterValues.cateId;
  const choose = (cateId?: number) => setFilters({ ...filterValues, cateId }, displayedFilters);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, px: 2, py: 1.5 }}>
      <Chip label={translate("app.interest.all_cates")} color={current ? "default" : "primary"} onClick={() => choose(undefined)} />
      {cateChoices.map((c) => (
        <Chip key={c.id} label={c.name} color={current === c.id ? "primary" : "default"} onClick={() => choose(c.id)} />
      ))}
    </Stack>
  );
}
