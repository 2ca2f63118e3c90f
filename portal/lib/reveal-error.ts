/** What a person can move to with Tab: the control a message belongs to, when it has one. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** A field marked invalid, or a message under a field (or above the button). */
const SHOWN_ERROR = '[aria-invalid="true"], .field__error';

const shown = (el: Element | null | undefined): el is HTMLElement => el instanceof HTMLElement && el.getClientRects().length > 0;

/** The control a message is about: the one it describes, else the first control of its field. */
function controlOf(message: HTMLElement) {
  const described = message.id ? message.ownerDocument.querySelector(`[aria-describedby~="${CSS.escape(message.id)}"]`) : null;
  if (shown(described)) return described;
  const field = message.closest(".field");
  return field ? [...field.querySelectorAll(FOCUSABLE)].find(shown) : undefined;
}

/**
 * Scrolls the first error a submit left in `form` (document order: the one highest on the page) into view and focuses
 * its control, so on a phone the person sees why nothing happened. A message with no control (the ID photo's before
 * a choice, a form-wide one) is still scrolled to. Answers whether there was one.
 */
export function revealFirstError(form: HTMLFormElement) {
  const first = form.querySelector<HTMLElement>(SHOWN_ERROR);
  if (!first) return false;
  const control = first.matches(FOCUSABLE) && shown(first) ? first : controlOf(first);
  const still = form.ownerDocument.defaultView?.matchMedia("(prefers-reduced-motion: reduce)").matches;
  (control ?? first).scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  control?.focus({ preventScroll: true });
  return true;
}
