import { BooleanField, Datagrid, FunctionField, List, TextField } from "react-admin";
import { noteClock } from "@/api/contract/lesson-talk";
import type { CourseNoteRow } from "@/api/contract/lesson-talk-admin";
import { courseTextFilters } from "../../components/course-text-filters";
import { HideWithReasonButton } from "../../components/hide-with-reason-button";
import { TimeField } from "../../components/time-field";

const filters = courseTextFilters();

/** Shared notes, the latest first, by course; each is hidden (with a reason, audited) or shown again from its row. */
export function NoteList() {
  return (
    <List filters={filters} sort={{ field: "updatedAt", order: "DESC" }} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="courseTitle" sortable={false} />
        <TextField source="lessonTitle" sortable={false} />
        <FunctionField<CourseNoteRow> source="second" sortable={false} render={(r) => noteClock(r.second)} />
        <TextField source="authorName" sortable={false} />
        <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap" }} />
        <BooleanField source="hidden" sortable={false} FalseIcon={null} />
        <TimeField source="updatedAt" />
        <HideWithReasonButton title="app.lesson_talk.hide_note_title" help="app.lesson_talk.hide_note_help" />
      </Datagrid>
    </List>
  );
}
