import { BooleanField, BooleanInput, Datagrid, List, NumberField, ShowButton, SimpleList, TextField, useTranslate } from "react-admin";
import type { CourseQuestionRow } from "@/api/contract/lesson-talk-admin";
import { courseTextFilters } from "../../components/course-text-filters";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = courseTextFilters(<BooleanInput key="answered" source="answered" alwaysOn />);

/** Questions, unanswered first (oldest waiting at the top); a row opens the question to answer or hide it. */
export function QuestionList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: "answered", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<CourseQuestionRow>
          primaryText={(r) => r.content}
          secondaryText={(r) => `${r.courseTitle} · ${r.lessonTitle}`}
          tertiaryText={(r) => (r.answered ? translate("resources.course-questions.fields.answered") : "")}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="courseTitle" sortable={false} />
          <TextField source="lessonTitle" sortable={false} />
          <TextField source="authorName" sortable={false} />
          <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap", display: "block", maxWidth: 420 }} />
          <BooleanField source="answered" FalseIcon={null} />
          <NumberField source="answerCount" sortable={false} />
          <NumberField source="useful" />
          <BooleanField source="hidden" sortable={false} FalseIcon={null} />
          <TimeField source="createdAt" />
          <ShowButton />
        </Datagrid>
      )}
    </List>
  );
}
