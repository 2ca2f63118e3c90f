import CancelIcon from "@mui/icons-material/Cancel";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import * as v from "valibot";
import { type ShopOrderRow, ShopShipSchema } from "@/api/contract/shop-admin";
import { callApi } from "../../providers/http";

/** POSTs one step of an order (ship, done, cancel), then shows the answer and refreshes the page. */
function useStep(orderId: number, step: string, done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: object) => callApi("POST", `/shop-orders/${orderId}/${step}`, body),
    onSuccess: () => {
      notify(done, { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
}

/** 发货: the courier and tracking number, checked with the api's own schema before sending. */
function ShipButton({ order }: { order: ShopOrderRow }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ courier: "", trackingNo: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ship = useStep(order.id, "ship", "app.shop.shipped");
  const submit = () => {
    const checked = v.safeParse(ShopShipSchema, values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.issues.map((i) => [v.getDotPath(i) ?? "", i.message])));
      return;
    }
    ship.mutate(checked.output, { onSuccess: () => setOpen(false) });
  };
  const field = (name: "courier" | "trackingNo") => ({
    label: translate(`resources.shop-orders.fields.${name}`),
    value: values[name],
    error: !!errors[name],
    helperText: errors[name] ?? " ",
    onChange: (e: { target: { value: string } }) => {
      setValues((x) => ({ ...x, [name]: e.target.value }));
      setErrors((x) => ({ ...x, [name]: "" }));
    },
    fullWidth: true,
  });
  return (
    <>
      <Button label="app.shop.ship" onClick={() => setOpen(true)} variant="contained">
        <LocalShippingIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate("app.shop.ship_title", { id: order.id })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <TextField name="courier" {...field("courier")} />
            <TextField name="trackingNo" {...field("trackingNo")} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="app.shop.ship_confirm" onClick={submit} disabled={ship.isPending} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A step that only needs a confirmation: 确认完成 (shipped -> done) or 取消订单 (pending -> cancelled, points back). */
function ConfirmStep({
  order,
  step,
  icon,
  color,
}: {
  order: ShopOrderRow;
  step: "done" | "cancel";
  icon: React.ReactElement;
  color: "primary" | "error";
}) {
  const [open, setOpen] = useState(false);
  const run = useStep(order.id, step, `app.shop.${step}_done`);
  return (
    <>
      <Button label={`app.shop.${step}`} onClick={() => setOpen(true)} color={color} disabled={run.isPending}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title={`app.shop.${step}_title`}
        content={`app.shop.${step}_content`}
        onConfirm={() => run.mutate({}, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** What an operator may do with the order as it stands. */
export function OrderActions() {
  const order = useRecordContext<ShopOrderRow>();
  if (!order) return <TopToolbar />;
  return (
    <TopToolbar>
      {order.status === "pending" && <ShipButton order={order} />}
      {order.status === "shipped" && <ConfirmStep order={order} step="done" icon={<DoneAllIcon />} color="primary" />}
      {order.status === "pending" && <ConfirmStep order={order} step="cancel" icon={<CancelIcon />} color="error" />}
    </TopToolbar>
  );
}
