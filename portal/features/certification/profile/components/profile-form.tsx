import "./exam-profile.css";
import type { FormEvent, ReactNode } from "react";
import { AppLink } from "@/portal/components/app-link";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";

type Props = {
  title: string;
  /** The other exam profile form, one click away. */
  other: { href: string; text: string };
  onSubmit: (e: FormEvent) => void;
  error?: string;
  pending: boolean;
  children: ReactNode;
};

/** The frame both exam profile forms share: heading, the link to the other form, the fields, 保存. */
export function ProfileForm({ title, other, onSubmit, error, pending, children }: Props) {
  return (
    <div className="page container exam-profile">
      <div className="exam-profile__head">
        <h1 className="exam-profile__title">{title}</h1>
        <AppLink href={other.href}>{other.text}</AppLink>
      </div>
      <form className="card form exam-profile__form" onSubmit={onSubmit} noValidate>
        {children}
        <FormError message={error} />
        <SubmitButton pending={pending} pendingText="保存中…">
          保存
        </SubmitButton>
      </form>
    </div>
  );
}
