import { useId } from "react";
import { ID_TYPE } from "@/api/contract/exam-profile";
import { PearsonProfileSchema, PROFILE_MSG } from "@/api/contract/exam-profile-forms";
import { pearsonSetIDCardImgCall } from "@/api/contract/upload";
import type { CropPayload } from "@/portal/components/cropper/image-cropper";
import { Field } from "@/portal/components/field";
import { IdPhotoField } from "@/portal/components/form/id-photo-field";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { SelectField, TextField } from "@/portal/components/form/text-field";
import { RegionSelects } from "@/portal/components/region/region-selects";
import { toast } from "@/portal/components/toast/toast-store";
import { api } from "@/portal/lib/api";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useExamProfile } from "../exam-profile";
import { useSavePearsonProfile } from "../save-profile";
import { requestProfileCode, useProfileCaptcha } from "../sms-code";
import { ProfileForm } from "./profile-form";

/** pearson/SetIDCardImg: the cropped passport or pass photo; answers its path. */
const uploadIdPhoto = (payload: CropPayload) => api.send(pearsonSetIDCardImgCall, payload);

/** /my/pearsonceredit: the exam profile form (pearson) of spec 001 section 5; the mobile is confirmed by an SMS code. */
export function PearsonProfilePage() {
  const id = useId();
  const saved = useExamProfile();
  const form = useSchemaForm({ schema: PearsonProfileSchema, defaultValues: { ...saved, code: "" } });
  const [province, city, idType, idPic, areaCode, mobile] = form.watch(["province", "city", "idType", "idPic", "areaCode", "mobile"]);
  const captcha = useProfileCaptcha();
  const save = useSavePearsonProfile({ onFail: (env) => form.serverError(env) });
  const error = form.errorOf;

  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    toast(PROFILE_MSG.saved, { tone: "success" });
    form.setValue("code", "");
  });

  const input = (field: "chineseName" | "email" | "companyName" | "idCard", label: string, extra: object = {}) => (
    <TextField id={`${id}-${field}`} label={label} required error={error(field)} {...form.field(field)} {...extra} />
  );

  const passport = idType === ID_TYPE.passport;
  return (
    <ProfileForm
      title="考试资料"
      other={{ href: "/my/examedit", text: "证书信息（拼音姓名）" }}
      onSubmit={submit}
      error={error(FORM_ERROR)}
      pending={save.isPending}
    >
      {input("chineseName", "姓名", { maxLength: 30 })}
      <MobileField
        id={`${id}-mobile`}
        label="手机号码"
        required
        error={error("mobile")}
        rowClassName="exam-profile__row"
        areaClassName="exam-profile__area"
        areaLabel="区号"
        areaCode={form.field("areaCode")}
        mobile={form.field("mobile")}
        inputProps={{ inputMode: "tel" }}
      />
      <SmsCodeField
        id={`${id}-code`}
        block="exam-profile"
        label="验证码"
        required
        areaCode={areaCode}
        mobile={mobile}
        input={form.field("code")}
        error={error("code")}
        captcha={captcha}
        send={requestProfileCode}
        onMobileError={(_, msg) => form.showError("mobile", msg)}
        onFail={(msg) => form.showError("code", msg)}
      />
      {input("email", "邮箱", { type: "email", maxLength: 100 })}
      <Field id={`${id}-province`} label="所在地区" required error={error("province") ?? error("city")}>
        <RegionSelects
          id={`${id}-province`}
          className="exam-profile__row"
          province={province}
          city={city}
          error={error("province") ?? error("city")}
          onChange={(p, c) => {
            form.change("province", p);
            form.change("city", c);
          }}
        />
      </Field>
      {input("companyName", "企业名称", { maxLength: 100 })}
      <SelectField
        id={`${id}-idType`}
        label="证件类型"
        required
        value={idType}
        onChange={(e) => form.change("idType", Number(e.target.value))}
      >
        <option value={ID_TYPE.idCard}>身份证</option>
        <option value={ID_TYPE.passport}>护照/港澳台通行证</option>
      </SelectField>
      {input("idCard", passport ? "护照/港澳台通行证号码" : "身份证号", { maxLength: 18 })}
      {passport && (
        <IdPhotoField
          id={`${id}-idPic`}
          block="exam-profile"
          value={idPic}
          error={error("idPic")}
          cropHint="请上传护照/港澳台通行证个人信息页，按 5:3 裁剪"
          upload={uploadIdPhoto}
          onChange={(path) => form.change("idPic", path)}
        />
      )}
    </ProfileForm>
  );
}
