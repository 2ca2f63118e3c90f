import type { AttendAnswer, AttendSetting } from "@/api/contract/training";
import type { Db } from "@/db/client";
import { type ApplySetting, IS_AP, type SignUpResult, signUpIssues } from "../../contract/training";
import { AppError, Code, fail } from "../../protocol/errors";
import type { SessionUser } from "../../protocol/session";
import type { SmsDriver } from "../../providers/sms";
import { notifyAttend } from "./notices";
import { phase, roomUrl } from "./phase";
import { type AttendState, addSeats, attendTrainingId, firstWaiting, lockAttend, lockTraining, setAttend } from "./places/queries";
import { type Attend, findAttend, findTraining, isInvited, readSignUpForm, signUpContext, type Training } from "./queries";
import { takeSeat } from "./sign-up-batch";

const NOT_FOUND_MSG = "课程不存在或已下线";
const NOT_INVITED_MSG = "本课程为定向邀请课程，您暂未获得邀请";
const REJECTED_MSG = "很抱歉，您的报名未通过审核";

export async function requireTraining(db: Db, strId: string) {
  const training = await findTraining(db, strId);
  if (!training) fail(NOT_FOUND_MSG);
  return training;
}

/** A directed session refuses anyone not invited, whatever page they called from (isAp 2, nothing written). */
function refuseUninvited(training: Training, invited: boolean) {
  if (training.directed && !invited) {
    throw new AppError(Code.fail, NOT_INVITED_MSG, { isAp: IS_AP.notInvited, msg: NOT_INVITED_MSG, url: "", data: null });
  }
}

/** A person's place may open the room: signed up, and approved where approval is required. */
export function mayEnter(training: Training, attend: Attend | null) {
  return attend !== null && attend.status === "signed" && (!training.isApprove || attend.audit === 1);
}

/**
 * What a person hears of their sign-up, as the database left it; `position` is their place in the queue when waiting.
 * Words only: place, queue or kept is decided in SQL (training_attend_kept and training_sign_up_batch, migrations 0022
 * and 0048).
 */
function resultOf(training: Training, attend: AttendState, position: number): SignUpResult {
  const data = { attendId: attend.id, audit: attend.audit, status: attend.status, position: 0 };
  if (attend.status === "waiting") {
    data.position = position;
    return { isAp: IS_AP.success, msg: `名额已满，您已进入候补名单（第${data.position}位），有空位时将自动为您报名`, url: "", data };
  }
  // A rejected sign-up stays rejected: the person is told, nothing is written.
  if (attend.audit === 2) fail(REJECTED_MSG);
  if (training.isApprove && attend.audit === 0) return { isAp: IS_AP.review, msg: "报名信息已提交，请等待审核", url: "", data };
  return { isAp: IS_AP.success, msg: "报名成功", url: roomUrl(training), data };
}

/**
 * Takes a place when one is free, otherwise joins the queue (signUpBatch, with everyone signing up to the session at
 * the same moment). A person's other request at the same instant (a double click) wrote the sign-up or will: both
 * answer its state.
 */
async function signUp(db: Db, training: Training, userId: number, settings: AttendSetting[], survey: AttendAnswer[]) {
  const attend = await takeSeat(db, { trainingId: training.id, userId, audit: training.isApprove ? 0 : 1, settings, survey });
  return resultOf(training, attend, attend.position);
}

/**
 * training/apply?id=: signs up directly when the session asks nothing; answers 1501 with the form when it
 * has profile fields or survey questions, and the current state when the person already signed up.
 */
export async function apply(db: Db, user: SessionUser, strId: string) {
  const context = await signUpContext(db, strId, user);
  if (!context) fail(NOT_FOUND_MSG);
  const { training, attend, position, kept, hasForm, invited } = context;
  refuseUninvited(training, invited);
  // A kept sign-up (training_attend_kept: signed, waiting or rejected) answers its state, not the form again.
  if (attend && kept) return resultOf(training, attend, position);
  if (hasForm) {
    const form = await readSignUpForm(db, training.id);
    throw new AppError(Code.needProfile, "请完善报名信息", { strId: training.strId, title: training.title, ...form });
  }
  return signUp(db, training, user.id, [], []);
}

/** training/ApplySetting: the form's answers, checked with the same rules the form runs, then the sign-up. */
export async function applyWithSetting(db: Db, user: SessionUser, input: ApplySetting) {
  const training = await requireTraining(db, input.strid);
  refuseUninvited(training, !training.directed || (await isInvited(db, training.id, user.areaCode, user.mobile)));
  const form = await readSignUpForm(db, training.id);
  const [issue] = signUpIssues(form, input);
  if (issue) fail(issue.message, issue.field);
  // Only answers to the session's own fields and questions are kept.
  const settings = input.setting.filter((s) => form.userDetailList.some((f) => f.typeId === s.k));
  const survey = input.surveySubmit.filter((a) => form.surveyList.some((q) => q.id === a.questionId));
  return signUp(db, training, user.id, settings, survey);
}

/**
 * Gives a place back (the person cancels, or an operator rejects): the first in the queue takes it in the same
 * transaction and hears of it by text and letter; with nobody waiting the count goes down. Answers false when there
 * was nothing to release.
 */
export async function releaseAttend(db: Db, sms: SmsDriver, attendId: number, reason: "cancel" | "reject") {
  return db.transaction(async (tx) => {
    // The session first, then the row: the order sign-up takes its locks in, so the two never deadlock.
    const trainingId = await attendTrainingId(tx, attendId);
    if (trainingId === null) return false;
    await lockTraining(tx, trainingId);
    const attend = await lockAttend(tx, attendId);
    if (!attend || attend.status === "released") return false;
    await setAttend(tx, attend.id, { status: "released", ...(reason === "reject" ? { audit: 2 } : {}) });
    if (attend.status === "signed") {
      const next = await firstWaiting(tx, attend.trainingId);
      if (next) {
        await setAttend(tx, next.id, { status: "signed" });
        await notifyAttend(tx, sms, next.id, "promoted");
      } else await addSeats(tx, attend.trainingId, -1);
    }
    return true;
  });
}

/** An operator approves a sign-up under review. */
export async function approveAttend(db: Db, attendId: number) {
  await setAttend(db, attendId, { audit: 1 });
}

/** training/CancelApply: the person gives their place (or queue position) back. */
export async function cancelSignUp(db: Db, sms: SmsDriver, user: SessionUser, strId: string) {
  const training = await requireTraining(db, strId);
  // Once the session has begun the place has been used (or missed): there is nothing left to give back.
  if (phase(training) !== 1) fail("课程已开始，不能取消报名");
  const attend = await findAttend(db, training.id, user.id);
  if (!attend || !(await releaseAttend(db, sms, attend.id, "cancel"))) fail("您尚未报名该课程");
}
