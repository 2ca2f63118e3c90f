import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import type * as v from "valibot";
import { CV_MSG, CvEducationListSchema, CvIntentionListSchema, CvWorkListSchema } from "@/api/contract/zhaopin-cv";
import { Field } from "@/portal/components/field";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { SelectField, TextField } from "@/portal/components/form/text-field";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { type CvRowKind, type CvRowOf, useDeleteCvRow, useSaveCvRows } from "../cv-rows";
import { CvRegion } from "./cv-region";
import { fromMonthInput, ROW_KINDS, type RowField, toMonthInput } from "./row-fields";

const SCHEMAS = { work: CvWorkListSchema, education: CvEducationListSchema, intention: CvIntentionListSchema } as const;

type Row = Record<string, string | number>;
type Values = { list: Row[] };

/** A saved row as the form holds it: months as the month input reads them. */
const rowValues = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, val]) => [k, k.endsWith("Time") && typeof val === "string" ? toMonthInput(val) : val]));

/** The payload: months back to yyyy/MM. */
const toInput = (values: Values) => ({
  list: values.list.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, val]) => [k, k.endsWith("Time") ? fromMonthInput(val) : val])),
  ),
});

type Props<K extends CvRowKind> = {
  kind: K;
  rows: CvRowOf[K][];
  /** What a new row starts with beyond its blanks: what the CV already says (its education, its city). */
  prefill?: Row;
  onDone: () => void;
};

/**
 * A list's pop-up (spec 001 section 4 "Recruitment"): the rows are a local copy saved together; a new row has id 0;
 * deleting a saved row (id > 0) is sent at once, a new one just leaves the copy.
 */
export function RowListForm<K extends CvRowKind>({ kind, rows, prefill, onDone }: Props<K>) {
  const id = useId();
  const config = ROW_KINDS[kind];
  const blank = {
    ...config.blank,
    ...Object.fromEntries(Object.entries(prefill ?? {}).filter(([k, val]) => k in config.blank && val !== "")),
  };
  const form = useSchemaForm({
    schema: SCHEMAS[kind] as v.GenericSchema,
    defaultValues: { list: rows.length ? (rows as unknown as Row[]).map(rowValues) : [blank] } as Values,
    toInput,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "list", keyName: "key" });
  const list = form.watch("list");
  const save = useSaveCvRows(kind, { onFail: (env) => form.serverError(env) });
  const del = useDeleteCvRow(kind);
  const error = form.errorOf;

  const drop = async (index: number) => {
    const rowId = Number(list[index]?.id ?? 0);
    if (rowId > 0) {
      if (!(await confirmModal(`确定删除这条${config.noun}吗？`, { title: "删除", okText: "删除" }))) return;
      try {
        await del.mutateAsync(rowId);
      } catch {
        return;
      }
      toast(CV_MSG.deleted, { tone: "success" });
    }
    remove(index);
  };

  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync((input as { list: Row[] }).list);
    toast(CV_MSG.saved, { tone: "success" });
    onDone();
  });

  const control = (f: RowField, i: number) => {
    const name = `list.${i}.${f.name}` as `list.${number}.${string}`;
    const fid = `${id}-${i}-${f.name}`;
    if (f.type === "region") {
      const err = error(`list.${i}.province`) ?? error(`list.${i}.city`);
      return (
        <Field key={f.name} id={fid} label={f.label} required error={err}>
          <CvRegion
            id={fid}
            province={String(list[i]?.province ?? "")}
            city={String(list[i]?.city ?? "")}
            error={err}
            onChange={(p, c) => {
              form.change(`list.${i}.province`, p);
              form.change(`list.${i}.city`, c);
            }}
          />
        </Field>
      );
    }
    const err = error(name);
    if (f.type === "select")
      return (
        <SelectField key={f.name} id={fid} label={f.label} required error={err} {...form.field(name)}>
          <option value={f.placeholder.value}>{f.placeholder.label}</option>
          {f.options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </SelectField>
      );
    return (
      <TextField
        key={f.name}
        id={fid}
        label={f.label}
        required={f.required}
        error={err}
        hint={f.type === "month" ? f.hint : undefined}
        type={f.type === "month" ? "month" : "text"}
        placeholder={f.type === "month" ? "yyyy/MM" : f.placeholder}
        maxLength={f.type === "text" ? f.max : 7}
        {...form.field(name)}
      />
    );
  };

  return (
    <form className="form cv-form" onSubmit={submit} noValidate>
      {fields.length === 0 && <p className="cv-form__empty">暂无{config.noun}，点击下方按钮添加</p>}
      <ol className="cv-rows-edit">
        {fields.map((row, i) => (
          <li key={row.key} className="cv-row-edit" aria-label={`${config.noun} ${i + 1}`}>
            <div className="cv-row-edit__head">
              <span className="cv-row-edit__no">
                {config.noun} {i + 1}
                {Number(list[i]?.id ?? 0) === 0 && <span className="cv-tag cv-tag--new">新增</span>}
              </span>
              <button type="button" className="btn btn--text btn--sm cv-row-edit__del" disabled={del.isPending} onClick={() => drop(i)}>
                删除
              </button>
            </div>
            <div className="cv-form__grid">{ROW_KINDS[kind].fields.map((f) => control(f, i))}</div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--ghost btn--block cv-form__add" onClick={() => append({ ...blank })}>
        + 添加{config.noun}
      </button>
      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={save.isPending} pendingText="保存中…">
        保存
      </SubmitButton>
    </form>
  );
}
