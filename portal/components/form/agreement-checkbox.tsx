import { Fragment } from "react";

type Props = {
  id: string;
  /** Classes beside `checkbox` on the outer element. */
  className?: string;
  /** What ticking it says: 我已阅读并同意…. */
  label: string;
  /** The documents agreed to, each opened by its link button after the label. */
  documents?: { title: string; open: () => void }[];
  /** Between two documents (和). */
  separator?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
};

/** The agreement checkbox of a form: the label ticks it; document titles open the documents instead. */
export function AgreementCheckbox({ id, className, label, documents, separator, checked, onChange, invalid }: Props) {
  const box = (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      aria-invalid={invalid ? true : undefined}
    />
  );
  const classes = className ? `checkbox ${className}` : "checkbox";
  if (!documents?.length)
    return (
      <label className={classes} htmlFor={id}>
        {box}
        <span>{label}</span>
      </label>
    );
  return (
    <div className={classes}>
      {box}
      <span>
        <label htmlFor={id}>{label}</label>
        {documents.map((d, i) => (
          <Fragment key={d.title}>
            {i > 0 && separator}
            <button type="button" className="link-button" onClick={d.open}>
              {d.title}
            </button>
          </Fragment>
        ))}
      </span>
    </div>
  );
}
