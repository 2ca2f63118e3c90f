import { Alert, Box, Typography } from "@mui/material";
import { useEffect } from "react";
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  useTranslate,
} from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { paperFigures, QUESTION_TYPE_LABELS, QUESTION_TYPES } from "@/api/contract/online-exam";

const TYPE_CHOICES = QUESTION_TYPES.map((id) => ({ id, name: QUESTION_TYPE_LABELS[id] }));
const DIFFICULTY_CHOICES = [1, 2, 3, 4, 5].map((id) => ({ id, name: `${id}级` }));

type SectionValues = { count?: number | null; points?: number | null; questionIds?: unknown[] | null };

/** 题目数 and 总分 of the rules being typed (what the server computes on save), or null without a section. */
function useFigures() {
  const sections = useWatch({ name: "paperRules.sections" }) as SectionValues[] | undefined;
  if (!sections?.length) return null;
  return paperFigures({
    shuffleQuestions: false,
    shuffleOptions: false,
    sections: sections.map((s) => ({
      type: "single",
      count: Number(s?.count) || 0,
      points: Number(s?.points) || 0,
      tags: [],
      difficulties: [],
      questionIds: (s?.questionIds ?? []).filter((id) => String(id).trim() !== "").map(Number),
    })),
  });
}

/** 题目数 and 总分: typed when the exam has no paper rules, computed from them (read-only) when it has. */
export function PaperFigureInputs() {
  const figures = useFigures();
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!figures) return;
    setValue("subjectNum", figures.subjectNum, { shouldDirty: true });
    setValue("zongFen", figures.zongFen, { shouldDirty: true });
  }, [figures?.subjectNum, figures?.zongFen, setValue, figures]);
  const help = figures ? "app.exams.computed_help" : undefined;
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
      <NumberInput source="subjectNum" min={0} readOnly={!!figures} helperText={help} />
      <NumberInput source="zongFen" min={1} readOnly={!!figures} helperText={help} />
    </Box>
  );
}

/** A refusal of the bank check (the server names the section), shown above the sections. */
function BankError() {
  const { errors } = useFormState({ name: "paperRules" });
  const error = errors.paperRules as { message?: string } | undefined;
  return error?.message ? (
    <Alert severity="error" sx={{ mb: 1 }}>
      {error.message}
    </Alert>
  ) : null;
}

/**
 * 组卷规则: the sections drawn per candidate from the exam's bank (题型, 数量, 每题分值, narrowed by 标签 and 难度) or
 * a fixed paper (固定题目 ids), the shuffles, 允许离开次数 and 考后可查看答卷.
 */
export function PaperRulesInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: "100%", mt: 2 }}>
      <Typography variant="h6" gutterBottom>
        {translate("app.exams.paper_rules")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate("app.exams.paper_rules_help")}
      </Typography>
      <BankError />
      <ArrayInput source="paperRules.sections" label="app.exams.sections">
        <SimpleFormIterator inline disableReordering={false}>
          <SelectInput source="type" choices={TYPE_CHOICES} label="app.exams.section_type" sx={{ minWidth: 120 }} />
          <NumberInput source="count" min={1} label="app.exams.section_count" helperText={false} sx={{ minWidth: 96 }} />
          <NumberInput source="points" min={1} label="app.exams.section_points" helperText={false} sx={{ minWidth: 96 }} />
          <TextArrayInput source="tags" label="app.exams.section_tags" helperText={false} sx={{ minWidth: 200 }} />
          <SelectArrayInput
            source="difficulties"
            choices={DIFFICULTY_CHOICES}
            label="app.exams.section_difficulties"
            sx={{ minWidth: 140 }}
          />
          <TextArrayInput
            source="questionIds"
            label="app.exams.section_fixed"
            helperText="app.exams.section_fixed_help"
            sx={{ minWidth: 240 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", alignItems: "flex-start" }}>
        <BooleanInput source="paperRules.shuffleQuestions" label="app.exams.shuffle_questions" />
        <BooleanInput source="paperRules.shuffleOptions" label="app.exams.shuffle_options" />
        <BooleanInput source="allowReview" helperText="app.exams.allow_review_help" />
      </Box>
      <NumberInput source="leaveLimit" min={0} max={20} helperText="app.exams.leave_limit_help" />
    </Box>
  );
}
