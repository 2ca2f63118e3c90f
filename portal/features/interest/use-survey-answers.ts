import { useState } from "react";
import { checkSurvey, type InterestCategory, type SurveyProblem } from "@/api/contract/interest";
import type { Envelope } from "@/api/contract/protocol/client";
import { type Chosen, chosenList } from "./survey-choice";

/** A server answer naming a category (`field: 'cate5'`) as a problem to show there; 0 when it names none. */
export function problemOf(env: Pick<Envelope, "msg" | "data">): SurveyProblem {
  const field = (env.data as { field?: unknown } | null)?.field;
  const m = typeof field === "string" ? /^cate(\d+)$/.exec(field) : null;
  return { msg: env.msg, cateId: m ? Number(m[1]) : 0 };
}

/**
 * The survey's answers and the rule that failed, for a form showing InterestSurvey (`id` is its id prefix).
 * `check` applies the rules the server applies and brings the failed category into view.
 */
export function useSurveyAnswers(id: string, categories: InterestCategory[] | undefined) {
  const [chosen, setChosen] = useState<Chosen>(() => new Map());
  const [problem, setProblem] = useState<SurveyProblem | null>(null);
  const show = (p: SurveyProblem) => {
    setProblem(p);
    document.getElementById(`${id}-cate${p.cateId}`)?.scrollIntoView({ block: "center", behavior: "smooth" });
  };
  return {
    chosen,
    problem,
    show,
    change(next: Chosen) {
      setChosen(next);
      setProblem(null);
    },
    /** True when every rule holds; otherwise shows the first that fails. */
    check() {
      const p = categories ? checkSurvey(categories, chosenList(chosen)) : null;
      if (p) show(p);
      return !p && !!categories;
    },
  };
}
