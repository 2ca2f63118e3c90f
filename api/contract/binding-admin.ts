import * as v from "valibot";
import { flag, int, requiredText, text } from "./admin-form";
import type { CompanyBinding } from "./binding";

/** 绑定申请: the company's HR (or an operator) approves, or refuses with a reason the person reads in the letter. */
export const BindingDecisionSchema = v.pipe(
  v.object({
    status: v.picklist(["approved", "refused"], "请选择审核结果"),
    reason: text(200, "原因不能超过200个字"),
  }),
  v.forward(
    v.check((d) => d.status !== "refused" || d.reason !== "", "拒绝时请填写原因"),
    ["reason"],
  ),
);

const idList = (message: string) =>
  v.pipe(v.nullish(v.array(int(1, 2_000_000_000, message), message), []), v.maxLength(20, "最多选择20项"));

/** 学习卡批次: how many cards, and what each card carries (courses and/or one voucher per exam). */
export const CardBatchSchema = v.pipe(
  v.object({
    name: requiredText(50, "请填写批次名称", "批次名称不能超过50个字"),
    count: int(1, 1000, "数量须为1-1000的整数"),
    courseIds: idList("请选择有效的课程"),
    examIds: idList("请选择有效的考试"),
    note: text(200, "备注不能超过200个字"),
  }),
  v.forward(
    v.check((b) => b.courseIds.length + b.examIds.length > 0, "每张卡至少包含一门课程或一张考试代金券"),
    ["courseIds"],
  ),
);

/** A batch may only be disabled or enabled again (its cards and contents never change). */
export const CardBatchUpdateSchema = v.object({ disabled: flag("请选择是否停用") });

/** A binding request of the back office (company-bindings), with who asked and for which company. */
export type CompanyBindingRow = {
  id: number;
  userId: number;
  companyId: number;
  employeeId: string;
  status: CompanyBinding["status"];
  reason: string;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
  personName: string;
  /** Masked: an enterprise never reads a full number. */
  personMobile: string;
  companyName: string;
};

/** A batch of learning cards (card-batches), with how many of its cards are bound. */
export type CardBatchRow = {
  id: number;
  name: string;
  count: number;
  courseIds: number[];
  examIds: number[];
  note: string;
  disabled: boolean;
  createdBy: number | null;
  createdAt: string;
  boundCount: number;
};

/** A learning card (learning-cards): never its password or the password's hash. */
export type LearningCardRow = {
  id: number;
  batchId: number;
  cardNo: string;
  boundBy: number | null;
  boundAt: string | null;
  createdAt: string;
};

/** The answer of issuing a batch: the batch, and its cards' numbers with their one-time passwords as CSV. */
export type CardBatchMade = CardBatchRow & { passwordsCsv: string };
