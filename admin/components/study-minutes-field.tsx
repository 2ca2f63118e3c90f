import { FunctionField, type FunctionFieldProps, useTranslate } from "react-admin";

/** Seconds of study shown as whole minutes (“12 分钟”). */
export function StudyMinutesField(props: Omit<FunctionFieldProps, "render">) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record) => translate("app.courses.minutes", { minutes: Math.round((record[props.source ?? ""] ?? 0) / 60) })}
    />
  );
}
