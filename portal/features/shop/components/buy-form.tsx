import { useId, useState } from "react";
import type * as v from "valibot";
import type { UserInfo } from "@/api/contract/my";
import { BuyPhysicalSchema, BuyProductSchema, SHOP_MSG, SHOP_PRO_TYPE, type ShopProductDetail, shopFailText } from "@/api/contract/shop";
import { Field, invalidProps } from "@/portal/components/field";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField, TextField } from "@/portal/components/form/text-field";
import { WithMyProfile } from "@/portal/components/form/with-my-profile";
import { RegionSelects } from "@/portal/components/region/region-selects";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { mainlandMobileOf } from "@/portal/lib/my-profile";
import { useBuyProduct } from "../buy-product";

type Props = { product: ShopProductDetail; score: number; onDone: () => void };

/** The most this person may buy now: the stock, and what their limit leaves. */
export const mostToBuy = (p: ShopProductDetail) =>
  Math.max(0, p.perPersonLimit > 0 ? Math.min(p.stock, p.perPersonLimit - p.bought) : p.stock);

/** One request key per opened dialog: a double click or a retried send finds the order the first one made. */
const newRequestKey = () => `b${crypto.randomUUID().replaceAll("-", "")}`;

type Values = { buyCnt: string; userName: string; mobile: string; province: string; city: string; address: string };

/**
 * The buy dialog (spec 001 section 5 "Shop buy"): quantity 1 to what is left; a physical product also asks for the
 * recipient, mobile, province and city and the street address. A failure shows '错误提示:{message}'.
 */
export function BuyForm(props: Props) {
  return <WithMyProfile loadingClassName="shop-buy__loading">{(me) => <BuyFields {...props} me={me} />}</WithMyProfile>;
}

/** The recipient starts as the person's profile (/my/edit) says, read before the form opens: nothing typed is overwritten. */
function recipientOf(me: UserInfo | undefined) {
  return {
    userName: me?.chineseName ?? "",
    mobile: mainlandMobileOf(me),
    province: me?.province ?? "",
    city: me?.city ?? "",
    address: me?.address ?? "",
  };
}

function BuyFields({ product, score, onDone, me }: Props & { me: UserInfo | undefined }) {
  const id = useId();
  const physical = product.proType === SHOP_PRO_TYPE.physical;
  const most = mostToBuy(product);
  const [requestKey] = useState(newRequestKey);
  const form = useSchemaForm({
    schema: (physical ? BuyPhysicalSchema : BuyProductSchema) as v.GenericSchema,
    defaultValues: { buyCnt: "1", ...recipientOf(physical ? me : undefined) } as Values,
    toInput: (x: Values) => ({
      productId: product.id,
      buyCnt: x.buyCnt,
      requestKey,
      ...(physical
        ? {
            userName: x.userName,
            mobile: x.mobile,
            province: x.province,
            city: x.city,
            address: x.address,
          }
        : {}),
    }),
    check: (input) => {
      const n = Number((input as { buyCnt: string }).buyCnt);
      return Number.isInteger(n) && n > most ? { field: "buyCnt", msg: SHOP_MSG.overStock } : null;
    },
  });
  const [buyCnt, province, city] = form.watch(["buyCnt", "province", "city"]);
  const request = useBuyProduct({
    onFail: (env) => {
      toast(shopFailText(env.msg), { tone: "error" });
      form.serverError(env);
    },
  });
  const error = form.errorOf;
  const count = Number(buyCnt);
  const total = Number.isInteger(count) && count > 0 ? count * product.points : 0;
  const step = (by: number) => {
    const next = Math.min(Math.max((Number.isInteger(count) ? count : 1) + by, 1), Math.max(most, 1));
    form.change("buyCnt", String(next));
  };

  const submit = form.onSubmit(async (input) => {
    await request.mutateAsync(input as v.InferOutput<typeof BuyProductSchema>);
    toast(SHOP_MSG.bought, { tone: "success" });
    onDone();
  });

  return (
    <form className="form shop-buy" onSubmit={submit} noValidate>
      <p className="shop-buy__subject">{product.title}</p>
      <Field id={`${id}-cnt`} label="购买数量" required error={error("buyCnt")}>
        <div className="shop-qty">
          <button type="button" className="shop-qty__btn" aria-label="减少数量" disabled={count <= 1} onClick={() => step(-1)}>
            −
          </button>
          <input
            className="input shop-qty__input"
            inputMode="numeric"
            {...form.field("buyCnt")}
            {...invalidProps(`${id}-cnt`, error("buyCnt"))}
          />
          <button type="button" className="shop-qty__btn" aria-label="增加数量" disabled={count >= most} onClick={() => step(1)}>
            +
          </button>
          <span className="shop-qty__note">最多可兑换 {most} 件</span>
        </div>
      </Field>
      {physical && (
        <>
          <TextField
            id={`${id}-name`}
            label="收货人"
            required
            error={error("userName")}
            autoComplete="name"
            maxLength={30}
            {...form.field("userName")}
          />
          <TextField
            id={`${id}-mobile`}
            label="手机号"
            required
            error={error("mobile")}
            type="tel"
            autoComplete="tel"
            maxLength={11}
            {...form.field("mobile")}
          />
          <Field id={`${id}-province`} label="所在省市" required error={error("province") ?? error("city")}>
            <RegionSelects
              id={`${id}-province`}
              className="shop-buy__region"
              provinceLabel="省份"
              province={province}
              city={city}
              error={error("province") ?? error("city")}
              onChange={(p, c) => {
                form.change("province", p);
                form.change("city", c);
              }}
            />
          </Field>
          <TextAreaField
            id={`${id}-address`}
            label="详细地址"
            required
            error={error("address")}
            className="input shop-buy__address"
            rows={2}
            maxLength={200}
            placeholder="街道、门牌号"
            {...form.field("address")}
          />
        </>
      )}
      <p className="shop-buy__total">
        合计 <strong>{total}</strong> 积分<span className="shop-buy__have">（我的积分 {score}）</span>
      </p>
      {!physical && <p className="shop-buy__note">虚拟商品兑换后立即发放，可在兑换记录中查看。</p>}
      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={request.isPending}>确认兑换</SubmitButton>
    </form>
  );
}
