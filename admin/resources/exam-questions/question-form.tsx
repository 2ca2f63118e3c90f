import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box, FormControl, FormHelperText, FormLabel, Rating } from "@mui/material";
import { useEffect, useRef } from "react";
import {
  AutocompleteArrayInput,
  Create,
  Edit,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  useInput,
  useTranslate,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { DEFAULT_DIFFICULTY, OPTION_IDS, QuestionFormSchema } from "@/api/contract/exam-questions-admin";
import type { QuestionOption, QuestionType } from "@/api/contract/online-exam";
import { FileUploadButton, IMAGE_ACCEPT } from "../../components/file-upload-button";
import { BlanksEditor, JudgeEditor, OptionsEditor } from "./answer-editors";
import { TYPE_CHOICES } from "./question-fields";

const emptyOptions = (n: number): QuestionOption[] => OPTION_IDS.slice(0, n).map((id) => ({ id, text: "" }));

const defaults = {
  type: "single",
  stem: "",
  image: "",
  options: emptyOptions(4),
  correctOptions: [],
  blankAnswers: [[]],
  referenceAnswer: "",
  analysis: "",
  tags: [],
  difficulty: DEFAULT_DIFFICULTY,
  examIds: [],
  courseIds: [],
};

const isLetter = (id: string) => (OPTION_IDS as readonly string[]).includes(id);

/** 题型: switching keeps what still fits (a choice question's options) and starts the new type's fields. */
function TypeInput() {
  const { getValues, setValue } = useFormContext();
  const switchTo = (type: QuestionType) => {
    const options: QuestionOption[] = getValues("options") ?? [];
    const right: string[] = getValues("correctOptions") ?? [];
    if (type === "single" || type === "multiple") {
      if (!options.length || !options.every((o) => isLetter(o.id))) setValue("options", emptyOptions(4));
      const letters = right.filter(isLetter);
      setValue("correctOptions", type === "single" ? letters.slice(0, 1) : letters);
    } else if (type === "judge")
      setValue(
        "correctOptions",
        right.filter((r) => r === "T" || r === "F"),
      );
    if (type === "fill" && !(getValues("blankAnswers") ?? []).length) setValue("blankAnswers", [[]]);
  };
  const type = useWatch({ name: "type" }) as QuestionType;
  const shown = useRef(type);
  useEffect(() => {
    if (shown.current === type) return;
    shown.current = type;
    switchTo(type);
  });
  return <RadioButtonGroupInput source="type" choices={TYPE_CHOICES} />;
}

/** 难度 as five stars. */
function DifficultyInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: "difficulty" });
  const message = fieldState.error?.message;
  return (
    <FormControl error={!!message} sx={{ my: 1 }}>
      <FormLabel id="difficulty-label">{translate("resources.exam-questions.fields.difficulty")}</FormLabel>
      <Rating
        aria-labelledby="difficulty-label"
        value={Number(field.value) || null}
        max={5}
        onChange={(_, value) => field.onChange(value ?? DEFAULT_DIFFICULTY)}
      />
      <FormHelperText>{message ? translate(message, { _: message }) : translate("app.question_bank.difficulty_help")}</FormHelperText>
    </FormControl>
  );
}

/** The answer part, as the type asks: options with ticks, 正确/错误, blanks with accepted answers, or a reference answer. */
function AnswerInputs() {
  const type = useWatch({ name: "type" }) as QuestionType;
  if (type === "single" || type === "multiple") return <OptionsEditor key={type} multiple={type === "multiple"} />;
  if (type === "judge") return <JudgeEditor />;
  if (type === "fill") return <BlanksEditor />;
  return <TextInput source="referenceAnswer" multiline minRows={4} fullWidth helperText="app.question_bank.reference_help" />;
}

/** A question of 题库, checked with the api's own schema (its Chinese messages) as it is typed. */
function QuestionForm() {
  return (
    <SimpleForm resolver={valibotResolver(QuestionFormSchema)} defaultValues={defaults} warnWhenUnsavedChanges sx={{ maxWidth: 960 }}>
      <TypeInput />
      <FormDataConsumer>
        {({ formData }) => (
          <TextInput
            source="stem"
            multiline
            minRows={3}
            fullWidth
            helperText={formData.type === "fill" ? "app.question_bank.stem_help" : false}
          />
        )}
      </FormDataConsumer>
      <Box sx={{ display: "flex", gap: 2, width: "100%", alignItems: "flex-start" }}>
        <TextInput source="image" fullWidth helperText="app.question_bank.image_help" />
        <FileUploadButton
          source="image"
          accept={IMAGE_ACCEPT}
          label="app.question_bank.upload_image"
          uploaded="app.question_bank.image_uploaded"
        />
      </Box>
      <FormDataConsumer>
        {({ formData }) =>
          formData.image ? (
            <Box component="img" src={formData.image} alt="" sx={{ maxHeight: 160, maxWidth: 320, borderRadius: 1, mb: 1 }} />
          ) : null
        }
      </FormDataConsumer>
      <AnswerInputs />
      <TextInput source="analysis" multiline minRows={2} fullWidth />
      {/* A question serves exams, courses or both: at least one of the two. */}
      <Box sx={{ display: "flex", gap: 2, width: "100%", flexWrap: "wrap", "& > *": { flex: "1 1 280px" } }}>
        <ReferenceArrayInput source="examIds" reference="exams" sort={{ field: "sort", order: "ASC" }} perPage={100}>
          <AutocompleteArrayInput optionText="name" helperText="app.question_bank.exams_help" fullWidth />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="courseIds" reference="courses" sort={{ field: "createdAt", order: "DESC" }} perPage={100}>
          <AutocompleteArrayInput optionText="title" helperText="app.question_bank.courses_help" fullWidth />
        </ReferenceArrayInput>
      </Box>
      <TextArrayInput source="tags" helperText="app.question_bank.tags_help" fullWidth />
      <DifficultyInput />
    </SimpleForm>
  );
}

export function QuestionCreate() {
  return (
    <Create redirect="show" title="app.question_bank.create_title">
      <QuestionForm />
    </Create>
  );
}

export function QuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <QuestionForm />
    </Edit>
  );
}
