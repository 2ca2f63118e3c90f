import { equalsInt, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { InviteSchema, type TrainingInviteRow } from "@/api/contract/training-admin";
import { trainingInvites } from "@/db/schema/training";
import { requireTraining } from "./training-invites-routes";

/** A directed session's invite list, one number at a time; training-invites.ts imports a CSV of them. */
export const trainingInvitesResource = defineResource<TrainingInviteRow>()({
  name: "training-invites",
  table: trainingInvites,
  sortable: { mobile: trainingInvites.mobile },
  filters: { trainingId: equalsInt(trainingInvites.trainingId), q: search(trainingInvites.mobile) },
  serialize: (i) => ({ id: i.id, trainingId: i.trainingId, areaCode: i.areaCode, mobile: i.mobile }),
  create: {
    schema: InviteSchema,
    async values(input, { tx }) {
      await requireTraining(tx, input.trainingId);
      return input;
    },
  },
  remove: {},
  conflict: "该手机号已在邀请名单中",
});
