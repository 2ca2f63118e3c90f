import { Alert, Box } from "@mui/material";
import { ArrayInput, BooleanInput, NumberInput, SelectArrayInput, SelectInput, SimpleFormIterator, TextArrayInput } from "react-admin";
import { useFormState, useWatch } from "react-hook-form";
import { paperFigures, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from "@/api/contract/online-exam";

const DIFFICULTY_CHOICES = [1, 2, 3, 4, 5].map((id) => ({ id, name: `${id}级` }));

type SectionValues = { count?: number | null; points?: number | null; questionIds?: unknown[] | null };

/** 题目数 and 总分 of the rules being typed at `source` (what the server computes on save), or null without a section. */
export function usePaperFigures(source: string) {
  const sections = useWatch({ name: `${source}.sections` }) as SectionValues[] | undefined;
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

/** A refusal of the rules as a whole (the server's bank check names the section), shown above the sections. */
function RulesError({ source }: { source: string }) {
  const { errors } = useFormState({ name: source });
  const error = errors[source] as { message?: string } | undefined;
  return error?.message ? (
    <Alert severity="error" sx={{ mb: 1 }}>
      {error.message}
    </Alert>
  ) : null;
}

/**
 * 组卷规则's sections at `source` (an exam's paperRules, a course quiz's rules): each drawn per attempt from the bank
 * (题型 among `types`, 数量, 每题分值, narrowed by 标签 and 难度) or fixed (固定题目 ids), and the two shuffles. Shared by
 * the exams' and the course quizzes' forms, so both edit one shape with one set of labels.
 */
export function PaperSectionsInputs({
  source,
  types = QUESTION_TYPES,
  children,
}: {
  source: string;
  types?: readonly QuestionType[];
  /** More switches on the shuffles' line (an exam's 考后可查看答卷). */
  children?: React.ReactNode;
}) {
  const choices = types.map((id) => ({ id, name: QUESTION_TYPE_LABELS[id] }));
  return (
    <>
      <RulesError source={source} />
      <ArrayInput source={`${source}.sections`} label="app.exams.sections">
        <SimpleFormIterator inline disableReordering={false}>
          <SelectInput source="type" choices={choices} label="app.exams.section_type" sx={{ minWidth: 120 }} />
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
        <BooleanInput source={`${source}.shuffleQuestions`} label="app.exams.shuffle_questions" />
        <BooleanInput source={`${source}.shuffleOptions`} label="app.exams.shuffle_options" />
        {children}
      </Box>
    </>
  );
}
