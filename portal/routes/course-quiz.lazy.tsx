import { createLazyRoute } from "@tanstack/react-router";
import { QuizPage } from "../features/course-quiz/components/quiz-page";
import { quizIdOf } from "../features/course-quiz/quiz-id";

export const courseQuizLazyRoute = createLazyRoute("/MoocTraining/Quiz/$id/$quizId")({
  component: function CourseQuizView() {
    const { quizId } = courseQuizLazyRoute.useParams();
    return <QuizPage key={quizId} quizId={quizIdOf(quizId)} />;
  },
});
