/** The study page of a course (spec 001: /mooctraining/StudyNew/{id}?name=), optionally at a lesson and its second (a note's). */
export function studyHref(id: string, title: string, lessonId?: number, second?: number) {
  const lesson = lessonId ? `&lesson=${lessonId}` : "";
  const at = lessonId && second ? `&t=${second}` : "";
  return `/mooctraining/StudyNew/${encodeURIComponent(id)}?name=${encodeURIComponent(title)}${lesson}${at}`;
}
