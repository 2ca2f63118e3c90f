import { Box, Typography } from "@mui/material";
import { useEffect } from "react";
import { BooleanInput, NumberInput, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { PaperSectionsInputs, usePaperFigures } from "../../components/paper-sections-inputs";

/** 题目数 and 总分: typed when the exam has no paper rules, computed from them (read-only) when it has. */
export function PaperFigureInputs() {
  const figures = usePaperFigures("paperRules");
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
      <PaperSectionsInputs source="paperRules">
        <BooleanInput source="allowReview" helperText="app.exams.allow_review_help" />
      </PaperSectionsInputs>
      <NumberInput source="leaveLimit" min={0} max={20} helperText="app.exams.leave_limit_help" />
    </Box>
  );
}
