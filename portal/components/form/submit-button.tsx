import type { ReactNode } from "react";

type Props = {
  /** While the form's call runs: the button is disabled and says `pendingText`. */
  pending: boolean;
  /** 提交中… unless given (保存中…, 注册中…). */
  pendingText?: string;
  /** Disabled besides while pending (an unticked agreement, a call that has done its work). */
  disabled?: boolean;
  /** The form's wide primary button unless given. */
  className?: string;
  children: ReactNode;
};

/** A form's submit button: disabled while its call runs, saying so. */
export function SubmitButton({
  pending,
  pendingText = "提交中…",
  disabled,
  className = "btn btn--primary btn--lg btn--block",
  children,
}: Props) {
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending ? pendingText : children}
    </button>
  );
}
