import QuestionAnswerIcon from "@mui/icons-material/QuestionAnswer";
import { Card, CardContent, Chip, List, ListItemButton, ListItemText, Skeleton, Typography } from "@mui/material";
import { useCanAccess, useCreatePath, useGetList, useTranslate } from "react-admin";
import { Link } from "react-router";
import type { CourseQuestionCountRow } from "@/api/contract/lesson-talk-admin";

const SHOWN = 6;

/**
 * 待回答的课程问答: per course, the questions still waiting for a 讲师回答, the most waiting first; each line opens the
 * question list filtered to exactly that course's unanswered ones, so the list shows as many as the line says.
 */
export function UnansweredQuestionsCard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: "course-question-counts", action: "list" });
  const { data, isPending } = useGetList<CourseQuestionCountRow>(
    "course-question-counts",
    { pagination: { page: 1, perPage: SHOWN }, sort: { field: "unanswered", order: "DESC" } },
    { enabled: !!canAccess },
  );
  if (!canAccess) return null;
  const listOf = (courseId: number) =>
    `${createPath({ resource: "course-questions", type: "list" })}?${new URLSearchParams({
      filter: JSON.stringify({ courseId, answered: false }),
      sort: "answered",
      order: "ASC",
    })}`;
  return (
    <Card>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Typography variant="subtitle1" component="h4" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <QuestionAnswerIcon color="primary" />
          {translate("app.lesson_talk.unanswered_title")}
        </Typography>
        {isPending ? (
          <Skeleton height={80} />
        ) : !data?.length ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate("app.lesson_talk.unanswered_none")}
          </Typography>
        ) : (
          <List dense aria-label={translate("app.lesson_talk.unanswered_title")}>
            {data.map((row) => (
              <ListItemButton key={row.id} component={Link} to={listOf(row.id)}>
                <ListItemText primary={row.courseTitle} />
                <Chip
                  size="small"
                  color="warning"
                  label={translate("app.lesson_talk.unanswered_count", { count: row.unanswered, smart_count: row.unanswered })}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
