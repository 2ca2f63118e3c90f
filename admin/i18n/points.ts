/** The back office's texts for points: the expiry setting and the ledger. */
export const pointsResources = {
  "points-settings": {
    name: "积分设置",
    fields: {
      id: "ID",
      expiryMonths: "积分有效期（月）",
      expiryHelp: "积分自获得起按此月数过期，先到期的先扣；0 表示永不过期。修改只影响此后获得的积分",
      updatedAt: "更新时间",
    },
  },
  "points-ledger": {
    name: "积分流水",
    fields: {
      id: "ID",
      userId: "用户",
      delta: "积分变动",
      reason: "说明",
      sourceType: "来源类型",
      sourceId: "来源编号",
      balanceAfter: "变动后余额",
      createdAt: "时间",
      q: "说明",
    },
  },
};
