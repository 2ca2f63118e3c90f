import type { ReactNode } from "react";

/** A certificate's labelled facts (label, value) as a description list; the card and the printed sheet style it each their own way. */
export function Facts({ className, items }: { className: string; items: [string, ReactNode][] }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** '' means the certificate never lapses. */
export const expiryText = (expiresAt: string) => expiresAt || "长期有效";
