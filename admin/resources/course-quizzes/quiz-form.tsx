import { valibotResolver } from "@hookform/resolvers/valibot";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import { Box, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  Button,
  Create,
  DeleteButton,
  Edit,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { QUIZ_QUESTION_TYPES } from "@/api/contract/course-quiz";
import { CourseQuizCreateSchema, type CourseQuizRow, CourseQuizUpdateSchema } from "@/api/contract/course-quizzes-admin";
import { PaperSectionsInputs, usePaperFigures } from "../../components/paper-sections-inputs";
import { toCourse } from "../../components/to-course";

/** A new quiz: the course's 结业测验 (no chapter), shuffled, answers shown after submitting, no limit on attempts. */
const defaults = {
  chapterId: null,
  rules: { sections: [], shuffleQuestions: true, shuffleOptions: true },
  passScore: 60,
  maxAttempts: 0,
  allowReview: true,
};

/** 所属章节: the chosen course's chapters only, or none (结业测验); another course's chapter is cleared. */
function ChapterInput() {
  const courseId = useWatch({ name: "courseId" }) as number | null | undefined;
  const { setValue } = useFormContext();
  const shown = useRef(courseId);
  useEffect(() => {
    // Only a course changed by hand clears the chapter, never the record's own course arriving.
    const before = shown.current;
    shown.current = courseId;
    if (before != null && before !== courseId) setValue("chapterId", null, { shouldDirty: true });
  }, [courseId, setValue]);
  return (
    <ReferenceInput
      source="chapterId"
      reference="course-chapters"
      filter={{ courseId: courseId ?? 0 }}
      sort={{ field: "sort", order: "ASC" }}
      perPage={200}
    >
      <SelectInput
        optionText="title"
        emptyText="app.course_quizzes.final_option"
        parse={(value) => (value === "" ? null : value)}
        format={(value) => value ?? ""}
        disabled={!courseId}
        helperText="app.course_quizzes.chapter_help"
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}

/** 题目数 and 总分 of the rules as typed (the pass score is at most the total). */
function RulesFigures() {
  const translate = useTranslate();
  const figures = usePaperFigures("rules");
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {figures ? translate("app.course_quizzes.figures", figures) : translate("app.course_quizzes.no_sections")}
    </Typography>
  );
}

/**
 * A quiz: its course and place (a chapter, or the course's 结业测验), the exam's paper rules over the course's bank
 * (machine-marked types only), the pass score, the attempts allowed and whether answers are shown after submitting.
 */
function QuizForm({ create, toolbar }: { create: boolean; toolbar?: React.ReactElement }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={valibotResolver(create ? CourseQuizCreateSchema : CourseQuizUpdateSchema)}
      defaultValues={defaults}
      warnWhenUnsavedChanges
      toolbar={toolbar}
    >
      {create ? (
        <ReferenceInput source="courseId" reference="courses">
          <AutocompleteInput optionText="title" sx={{ minWidth: 320 }} />
        </ReferenceInput>
      ) : (
        <ReferenceField source="courseId" reference="courses" link="show" />
      )}
      <ChapterInput />
      <TextInput source="title" fullWidth />
      <Box sx={{ width: "100%", mt: 1 }}>
        <Typography variant="h6" gutterBottom>
          {translate("app.course_quizzes.rules")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.course_quizzes.rules_help")}
        </Typography>
        <PaperSectionsInputs source="rules" types={QUIZ_QUESTION_TYPES}>
          <BooleanInput source="allowReview" helperText="app.course_quizzes.allow_review_help" />
        </PaperSectionsInputs>
        <RulesFigures />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <NumberInput source="passScore" min={0} helperText="app.course_quizzes.pass_score_help" />
        <NumberInput source="maxAttempts" min={0} max={100} helperText="app.course_quizzes.max_attempts_help" />
      </Box>
    </SimpleForm>
  );
}

/** 作答记录 of this quiz. */
function AttemptsButton() {
  const quiz = useRecordContext<CourseQuizRow>();
  if (!quiz) return null;
  const filter = encodeURIComponent(JSON.stringify({ quizId: quiz.id }));
  return (
    <Button component={Link} to={`/course-quiz-attempts?filter=${filter}`} label="app.course_quizzes.attempts">
      <FormatListNumberedIcon />
    </Button>
  );
}

const editActions = (
  <TopToolbar>
    <AttemptsButton />
  </TopToolbar>
);

/** Deleting is refused by the api once learners have answered (their scores and the course's finish read them). */
const editToolbar = (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toCourse} />
  </Toolbar>
);

export function QuizCreate() {
  return (
    <Create redirect={toCourse}>
      <QuizForm create />
    </Create>
  );
}

export function QuizEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={toCourse} actions={editActions}>
      <QuizForm create={false} toolbar={editToolbar} />
    </Edit>
  );
}
