/** The study page of a course (spec 001: /mooctraining/StudyNew/{id}?name=), optionally at a lesson. */
export function studyHref(id: string, title: string, lessonId?: number) {
  const lesson = lessonId ? `&lesson=${lessonId}` : "";
  return `/mooctraining/StudyNew/${encodeURIComponent(id)}?name=${encodeURIComponent(title)}${lesson}`;
}

/** The detail page's main button: 开始学习 before any study, 继续学习 midway, 已学完 · 再学一遍 at the end. */
export function studyLabel(me: { started: number; finished: number } | null) {
  if (me?.finished) return "已学完 · 再学一遍";
  if (me?.started) return "继续学习";
  return "开始学习";
}
