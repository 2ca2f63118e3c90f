import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { splitVoucher, VOUCHER_SEGMENT_LENGTH, voucherSegment } from "@/api/contract/voucher";

type Props = { segments: string[]; onChange: (segments: string[]) => void; invalid: boolean; describedBy?: string };

/**
 * The four 4-character inputs (spec 001 section 5): upper-cased as typed, focus jumps on after 4 characters and back
 * on Backspace in an empty one; a whole code pasted (or typed fast) into any input fills the rest.
 */
export function VoucherInputs({ segments, onChange, invalid, describedBy }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(i, segments.length - 1))]?.focus();

  /** Puts `text` at input `from`, spilling over into the following inputs. */
  const fill = (from: number, text: string) => {
    const chars = splitVoucher(text).join("");
    const next = [...segments];
    let i = from;
    for (let at = 0; at < chars.length && i < next.length; i++, at += VOUCHER_SEGMENT_LENGTH)
      next[i] = chars.slice(at, at + VOUCHER_SEGMENT_LENGTH);
    onChange(next);
    const last = i - 1;
    focus(next[last]!.length === VOUCHER_SEGMENT_LENGTH ? last + 1 : last);
  };

  const type = (i: number, typed: string) => {
    if (voucherSegment(typed).length < typed.replace(/[^A-Za-z0-9]/g, "").length) return fill(i, typed);
    const next = [...segments];
    next[i] = voucherSegment(typed);
    onChange(next);
    if (next[i]!.length === VOUCHER_SEGMENT_LENGTH) focus(i + 1);
  };

  const paste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData("text"));
  };

  const back = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && segments[i] === "" && i > 0) focus(i - 1);
  };

  return (
    <div className="voucher-inputs">
      {segments.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the four segments are fixed places; the place is the identity.
        <span className="voucher-inputs__cell" key={i}>
          {i > 0 && (
            <span className="voucher-inputs__dash" aria-hidden="true">
              -
            </span>
          )}
          <input
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="voucher-inputs__input"
            value={value}
            onChange={(e) => type(i, e.target.value)}
            onPaste={(e) => paste(i, e)}
            onKeyDown={(e) => back(i, e)}
            aria-label={`代金券第${i + 1}段`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
          />
        </span>
      ))}
    </div>
  );
}
