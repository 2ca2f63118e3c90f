import {
  BooleanField,
  Datagrid,
  ImageField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { CourseQuestionRow } from "@/api/contract/lesson-talk-admin";
import { HideWithReasonButton } from "../../components/hide-with-reason-button";
import { TimeField } from "../../components/time-field";
import { LecturerAnswerForm } from "./lecturer-answer-form";

function QuestionActions() {
  return (
    <TopToolbar>
      <HideWithReasonButton title="app.lesson_talk.hide_question_title" help="app.lesson_talk.hide_question_help" />
    </TopToolbar>
  );
}

function Picture() {
  const record = useRecordContext<CourseQuestionRow>();
  const translate = useTranslate();
  if (!record?.picture) return <span>{translate("app.lesson_talk.no_picture")}</span>;
  return <ImageField source="picture" title="content" sx={{ "& img": { maxWidth: 320, maxHeight: 240, objectFit: "contain" } }} />;
}

/** One question: what the learner asked, its answers (each hidden with a reason from its row), and the 讲师回答 form. */
export function QuestionShow() {
  const translate = useTranslate();
  return (
    <Show actions={<QuestionActions />}>
      <SimpleShowLayout>
        <TextField source="courseTitle" />
        <TextField source="lessonTitle" />
        <TextField source="authorName" />
        <TextField source="content" sx={{ whiteSpace: "pre-wrap" }} />
        <Picture />
        <BooleanField source="answered" />
        <NumberField source="useful" />
        <BooleanField source="hidden" />
        <TextField source="hiddenReason" emptyText="—" />
        <TimeField source="createdAt" />
        <ReferenceManyField
          label={translate("app.lesson_talk.answers")}
          reference="course-answers"
          target="questionId"
          sort={{ field: "createdAt", order: "ASC" }}
          perPage={50}
          pagination={<Pagination rowsPerPageOptions={[]} />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <BooleanField source="lecturer" sortable={false} FalseIcon={null} />
            <TextField source="authorName" sortable={false} />
            <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap" }} />
            <BooleanField source="hidden" sortable={false} FalseIcon={null} />
            <TimeField source="createdAt" sortable={false} />
            <HideWithReasonButton title="app.lesson_talk.hide_answer_title" help="app.lesson_talk.hide_answer_help" />
          </Datagrid>
        </ReferenceManyField>
        <LecturerAnswerForm />
      </SimpleShowLayout>
    </Show>
  );
}
