/** Messages of voucher batches, vouchers and payment orders (spread into zh-cn.ts). */
export const paymentResources = {
  "voucher-batches": {
    name: "代金券批次",
    fields: {
      id: "批次号",
      examId: "考试",
      count: "生成数量",
      note: "备注",
      createdBy: "创建人",
      createdAt: "创建时间",
      q: "备注",
    },
  },
  vouchers: {
    name: "代金券",
    fields: {
      code: "代金券号码",
      batchId: "批次",
      examId: "考试",
      used: "已使用",
      usedBy: "使用人",
      usedAt: "使用时间",
      q: "代金券号码",
    },
  },
  "payment-refunds": { name: "退款标记" },
  "payment-orders": {
    name: "支付订单",
    fields: {
      orderNumber: "订单号",
      userId: "考生",
      amountFen: "金额",
      status: "状态",
      subjectKind: "支付内容",
      provider: "支付渠道",
      providerTxnId: "支付流水号",
      createdAt: "下单时间",
      paidAt: "支付时间",
      refundStatus: "退款",
      q: "订单号 / 流水号",
    },
  },
};

export const paymentApp = {
  voucher_batches: {
    count_help: "一次最多 1000 张；每张代金券只能使用一次，且只能用于所选考试",
    note_help: "例如发放对象或活动名称，仅后台可见",
    title: "批次 %{id}（%{count} 张）",
    codes: "代金券",
    export: "导出 CSV",
  },
  vouchers: {
    used: "已使用",
    unused: "未使用",
  },
  payment_orders: {
    ledger: "支付流水",
    txn: "支付流水号",
    amount: "金额",
    provider: "支付渠道",
    received_at: "到账时间",
    refund_status: "退款状态",
    refunded_at: "退款时间",
    action: "操作",
    settled: "已入账",
    mark_refunded: "原路退款",
    mark_refunded_title: "确认原路退款",
    mark_refunded_content: "将通过原支付渠道把 %{amount}（流水号 %{txn}）退还给付款人，提交后不可撤销。",
    refunded_done: "退款已提交支付渠道，已记为已退款",
  },
};
