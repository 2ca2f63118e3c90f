import { randomInt } from "node:crypto";
import { VOUCHER_ALPHABET, VOUCHER_SEGMENT_LENGTH, VOUCHER_SEGMENTS } from "@/api/contract/voucher";

/** A fresh code, XXXX-XXXX-XXXX-XXXX from the unambiguous alphabet, crypto random (about 79 bits). */
function newVoucherCode() {
  const groups = Array.from({ length: VOUCHER_SEGMENTS }, () =>
    Array.from({ length: VOUCHER_SEGMENT_LENGTH }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** `count` distinct codes (the unique constraint still guards clashes with earlier batches). */
export function newVoucherCodes(count: number) {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newVoucherCode());
  return [...codes];
}
