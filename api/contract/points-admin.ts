import * as v from "valibot";

/** The back office's points settings (points_settings): how many months an award stays spendable, 0 never lapses. */
export const PointsSettingsSchema = v.object({
  expiryMonths: v.pipe(
    v.number("请填写积分有效期"),
    v.integer("积分有效期须为整数月"),
    v.minValue(0, "积分有效期不能小于0"),
    v.maxValue(120, "积分有效期不能超过120个月"),
  ),
});

/** The one row of points settings (points-settings). */
export type PointsSettingsRow = { id: number; expiryMonths: number; updatedAt: string };

/** A change of a balance (points-ledger): an award, a spend or an expiry, with the balance after it. */
export type PointsLedgerRow = {
  id: number;
  userId: number;
  delta: number;
  reason: string;
  sourceType: string;
  sourceId: number;
  balanceAfter: number;
  createdAt: string;
};
