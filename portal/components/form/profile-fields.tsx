import type * as v from "valibot";
import { INDUSTRY_OTHER_ID } from "@/api/contract/interest";
import type { UserInfo } from "@/api/contract/my";
import type { FormIssue, SchemaForm } from "../../lib/form";
import { CompanyField } from "../company/company-field";
import { useIndustries } from "../industry/industries";
import { IndustryField } from "../industry/industry-select";
import { TextField } from "./text-field";

/**
 * Who the person is, as the profile (/my/edit) holds it and the interest page asks a new registrant: name, company,
 * industry with its sub-industry, and 其他行业's text; by the names both payloads use.
 */
export type ProfileValues = {
  chineseName: string;
  companyName: string;
  industryfirst: number;
  industrylast: number;
  industryOther: string;
};

/** What the profile already says of them: a form starts from it instead of asking again. */
export const profileValuesOf = (me: UserInfo | undefined): ProfileValues => ({
  chineseName: me?.chineseName ?? "",
  companyName: me?.companyName ?? "",
  industryfirst: me?.industryFirst ?? 0,
  industrylast: me?.industryLast ?? 0,
  industryOther: me?.industryOther ?? "",
});

/** The rule the schema cannot say: a sub-industry is required where the chosen industry has any (`subOptions`). */
export const subIndustryIssue = (subOptions: readonly unknown[], input: unknown, msg: string): FormIssue | null =>
  subOptions.length > 0 && !(input as Pick<ProfileValues, "industrylast">).industrylast ? { field: "industrylast", msg } : null;

type Props<V extends ProfileValues, S extends v.GenericSchema> = {
  /** The controls' ids are `${idPrefix}-name`, `-company`, `-first`, `-last` and `-other`. */
  idPrefix: string;
  form: SchemaForm<V, S>;
  /** The chosen industry's sub-industries (useSubIndustries), which the form's rule reads too. */
  subOptions: { id: number; title: string }[];
  /** 姓名, 行业 and 子行业 on the profile; the interest page says 中文姓名, 一级行业 and 二级行业. */
  labels: { name: string; first: string; last: string };
  /** 公司名称 with suggestions from the company list (CompanyField) instead of a plain input. */
  suggestCompany?: boolean;
  /** The class of the row holding the industry and its sub-industry. */
  rowClassName: string;
};

/** The person's name, company and industry (a sub-industry where it has any, 其他行业's text for 其他). */
export function ProfileFields<V extends ProfileValues, S extends v.GenericSchema>(props: Props<V, S>) {
  const { idPrefix, subOptions, labels, suggestCompany, rowClassName } = props;
  // V holds these fields by its constraint; react-hook-form's paths cannot be read through a type parameter.
  const form = props.form as unknown as SchemaForm<ProfileValues, v.GenericSchema>;
  const ids = (name: string) => `${idPrefix}-${name}`;
  const industries = useIndustries();
  const error = form.errorOf;
  const [companyName, industryfirst, industrylast] = form.watch(["companyName", "industryfirst", "industrylast"]);
  return (
    <>
      <TextField
        id={ids("name")}
        label={labels.name}
        required
        error={error("chineseName")}
        autoComplete="name"
        placeholder={`请输入${labels.name}`}
        maxLength={50}
        {...form.field("chineseName")}
      />
      {suggestCompany ? (
        <CompanyField
          id={ids("company")}
          label="公司名称"
          required
          value={companyName}
          onChange={(value) => form.change("companyName", value)}
          error={error("companyName")}
        />
      ) : (
        <TextField
          id={ids("company")}
          label="公司名称"
          required
          error={error("companyName")}
          autoComplete="organization"
          placeholder="请输入公司名称"
          maxLength={100}
          {...form.field("companyName")}
        />
      )}
      <div className={rowClassName}>
        <IndustryField
          id={ids("first")}
          label={labels.first}
          required
          placeholder={`请选择${labels.first}`}
          options={industries}
          value={industryfirst}
          onChange={(first) => {
            form.change("industryfirst", first);
            form.change("industrylast", 0);
          }}
          error={error("industryfirst")}
        />
        {subOptions.length > 0 && (
          <IndustryField
            id={ids("last")}
            label={labels.last}
            required
            placeholder={`请选择${labels.last}`}
            options={subOptions}
            value={industrylast}
            onChange={(last) => form.change("industrylast", last)}
            error={error("industrylast")}
          />
        )}
      </div>
      {industryfirst === INDUSTRY_OTHER_ID && (
        <TextField
          id={ids("other")}
          label="其他行业"
          required
          error={error("industryOther")}
          placeholder="请输入您所在的行业"
          maxLength={100}
          {...form.field("industryOther")}
        />
      )}
    </>
  );
}
