import { useSuspenseQuery } from "@tanstack/react-query";
import type { Answer } from "../signup-form/answer";
import { getIndustriesQueryOptions } from "./industries";
import { IndustrySelect } from "./industry-select";
import { useSubIndustries } from "./sub-industries";

type Props = { id: string; answer: Answer; onChange: (answer: Answer) => void; error?: string };

/** 行业: first level, then the second when it has one; d is the most specific choice, v the titles. */
export function IndustryPicker({ id, answer, onChange, error }: Props) {
  const industries = useSuspenseQuery(getIndustriesQueryOptions()).data;
  const [first, last] = answer.levels;
  const subs = useSubIndustries(first);
  const change = (a: number, b: number) => {
    const titles = [industries.find((i) => i.id === a)?.title, subs.find((i) => i.id === b)?.title].filter(Boolean);
    onChange({ levels: [a, b], d: a ? String(b || a) : "", v: titles.join("/") });
  };
  return (
    <div className="activity-form__pair">
      <IndustrySelect
        id={id}
        placeholder="请选择一级行业"
        options={industries}
        value={first}
        onChange={(a) => change(a, 0)}
        error={error}
      />
      {subs.length > 0 && (
        <IndustrySelect id={`${id}-sub`} placeholder="请选择二级行业" options={subs} value={last} onChange={(b) => change(first, b)} />
      )}
    </div>
  );
}
