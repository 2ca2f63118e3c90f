import { randomBytes } from "node:crypto";
import { equalsInt, flag, holdsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { type Lecturer, type TrainingForm, TrainingFormSchema, type TrainingRow } from "@/api/contract/training-admin";
import { httpError } from "@/api/protocol/errors";
import { trainingAttends, trainings } from "@/db/schema/training";
import { indexTraining, unindexTraining } from "../../search/training-documents";
import { requireCatalogueIds } from "./catalogue-ids";

type Training = typeof trainings.$inferSelect;

/** The columns as stored: lecturers as the JSON text the portal parses, no pop-up texts as null. */
function values({ lecturers, detailButton, ...rest }: TrainingForm) {
  const anyText = detailButton && Object.values(detailButton).some((s) => s !== "");
  return { ...rest, lecturer: JSON.stringify(lecturers), detailButton: anyText ? detailButton : null };
}

export function lecturersOf(json: string): Lecturer[] {
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Flags as the form's switches read them. */
function serialize(t: Training) {
  return {
    ...pick(t, ["id", "strId", "title", "categoryId", "industryIds", "tagIds", "startAt", "endAt", "cover", "descripts"]),
    lecturers: lecturersOf(t.lecturer),
    ...pick(t, ["qrcode", "detailButton", "siYuQrText", "joinUrl", "dbUrl", "columnType", "modulesId", "specialColumnId"]),
    isHot: t.isHot === 1,
    isFeatured: t.isFeatured === 1,
    published: t.published === 1,
    isApprove: t.isApprove === 1,
    directed: t.directed === 1,
    ...pick(t, ["capacity", "seatsTaken", "createdAt"]),
  };
}

/** Live sessions. The public id (strId) is made once and never changes: shared links keep working. */
export const trainingsResource = defineResource<TrainingRow>()({
  name: "trainings",
  table: trainings,
  sortable: { title: trainings.title, startAt: trainings.startAt, createdAt: trainings.createdAt },
  filters: {
    q: search(trainings.title),
    categoryId: equalsInt(trainings.categoryId),
    industryId: holdsInt(trainings.industryIds),
    tagId: holdsInt(trainings.tagIds),
    isApprove: flag(trainings.isApprove),
    directed: flag(trainings.directed),
    published: flag(trainings.published),
  },
  serialize,
  create: {
    schema: TrainingFormSchema,
    values: async (input, { tx }) => {
      await requireCatalogueIds(tx, input);
      return { ...values(input), strId: randomBytes(8).toString("hex") };
    },
  },
  update: {
    schema: TrainingFormSchema,
    values: async (input, { tx, before }) => {
      await requireCatalogueIds(tx, input);
      if (input.capacity !== null && input.capacity < before.seatsTaken) {
        throw httpError(400, `已有 ${before.seatsTaken} 人占用名额，名额不能少于该人数`, "capacity");
      }
      return values(input);
    },
  },
  // Its search document follows the row as stored, in the same transaction.
  afterWrite: (row, { tx }) => indexTraining(tx, row),
  remove: {
    // Sign-ups, invites and visits would go with it (cascade): a session people signed up for stays.
    check: async (ctx) => {
      await refuseWhileUsed(trainingAttends.trainingId, (n) => `该课程已有 ${n} 人报名，不能删除，可改为下线`)(ctx);
      await unindexTraining(ctx.tx, ctx.before.id);
    },
  },
});
