import "./profile-edit.css";
import { useId } from "react";
import type { UserInfo } from "@/api/contract/my";
import { PROFILE_MSG, ProfileEditSchema } from "@/api/contract/my-profile";
import { Avatar } from "@/portal/components/avatar";
import { Field } from "@/portal/components/field";
import { FormError } from "@/portal/components/form/form-error";
import { ProfileFields, profileValuesOf, subIndustryIssue } from "@/portal/components/form/profile-fields";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { IndustryField } from "@/portal/components/industry/industry-select";
import { useSubIndustries } from "@/portal/components/industry/sub-industries";
import { openModal } from "@/portal/components/modal/modal-store";
import { RegionSelects } from "@/portal/components/region/region-selects";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { maskMobile } from "@/portal/lib/mask";
import { useEditProfile } from "../edit-profile";
import { useTrainingIndustries } from "../training-industries";
import { useUserInfo } from "../user-info";
import { openAvatarDialog } from "./avatar-upload";
import { ChangeMobileForm } from "./change-mobile-form";
import { MyDataSection } from "./my-data-section";
import { WechatBindingRow } from "./wechat-binding-row";

const FIELDS = [
  "chineseName",
  "industryfirst",
  "industrylast",
  "industryOther",
  "province",
  "city",
  "companyName",
  "email",
  "qq",
  "wechat",
  "department",
  "position",
  "address",
  "mainCompany",
  "trainingIndustry",
];

/** Optional text inputs below the required ones: [field, label, placeholder, max, autocomplete]. */
const OPTIONAL_TEXT: [string, string, string, number, string][] = [
  ["email", "电子邮箱", "用于接收发票与考试通知", 100, "email"],
  ["qq", "QQ", "请输入QQ号", 10, "off"],
  ["wechat", "微信号", "请输入微信号", 20, "off"],
  ["department", "部门", "请输入所在部门", 50, "organization-title"],
  ["position", "职位", "请输入职位", 50, "organization-title"],
  ["mainCompany", "公司主体", "营业执照上的公司全称", 100, "organization"],
  ["address", "通讯地址", "用于邮寄纸质证书等", 200, "street-address"],
];

function defaultsOf(me: UserInfo) {
  return {
    ...profileValuesOf(me),
    province: me.province,
    city: me.city,
    email: me.email,
    qq: me.qq,
    wechat: me.wechat,
    department: me.department,
    position: me.position,
    address: me.address,
    mainCompany: me.mainCompany,
    trainingIndustry: me.trainingIndustry ?? 0,
  };
}

function openMobileDialog(me: UserInfo) {
  openModal({
    title: "修改手机号",
    content: (close) => <ChangeMobileForm areaCode={me.areaCode} oldMobile={me.mobile} onDone={close} />,
  });
}

/** /my/edit (/my/Edit, /my/userinfo): the profile every other form prefills from; saved, back to /my/index. */
export function ProfileEditPage({ onSaved }: { onSaved: () => void }) {
  const id = useId();
  const me = useUserInfo();
  const trainingIndustries = useTrainingIndustries();
  const form = useSchemaForm({
    schema: ProfileEditSchema,
    defaultValues: defaultsOf(me),
    check: (input) => subIndustryIssue(subOptions, input, PROFILE_MSG.industryLast),
  });
  const [industryfirst, industrylast, province, city, trainingIndustry] = form.watch([
    "industryfirst",
    "industrylast",
    "province",
    "city",
    "trainingIndustry",
  ]);
  const subOptions = useSubIndustries(industryfirst);
  const error = form.errorOf;
  const areaError = error("province") ?? error("city");
  const save = useEditProfile({ onFail: (env) => form.serverError(env, { fields: FIELDS }) });

  const submit = form.onSubmit(async (profile) => {
    await save.mutateAsync({ ...profile, industrylast: subOptions.length ? industrylast : 0 });
    toast(PROFILE_MSG.saved, { tone: "success" });
    onSaved();
  });

  const ids = (name: string) => `${id}-${name}`;
  return (
    <div className="page container profile-edit">
      <h1 className="profile-edit__title">编辑资料</h1>

      <section className="card profile-edit__account" aria-label="头像与手机号">
        <div className="profile-edit__avatar">
          <Avatar src={me.headImgUrl} name={me.chineseName} size={72} />
          <button type="button" className="btn btn--light btn--sm" onClick={openAvatarDialog}>
            更换头像
          </button>
        </div>
        <div className="profile-edit__mobile">
          <span className="profile-edit__label">手机号</span>
          <strong>
            {me.areaCode} {maskMobile(me.mobile)}
          </strong>
          <button type="button" className="btn btn--light btn--sm" onClick={() => openMobileDialog(me)}>
            修改手机号
          </button>
        </div>
        <WechatBindingRow backTo="/my/edit" />
      </section>

      <form className="card form profile-edit__form" onSubmit={submit} noValidate>
        <h2 className="profile-edit__section">基本信息</h2>
        <ProfileFields
          idPrefix={id}
          form={form}
          subOptions={subOptions}
          labels={{ name: "姓名", first: "行业", last: "子行业" }}
          rowClassName="profile-edit__row"
        />

        <Field id={ids("province")} label="所在地区" required error={areaError}>
          <RegionSelects
            id={ids("province")}
            className="profile-edit__row"
            province={province}
            city={city}
            error={areaError}
            onChange={(p, c) => {
              form.change("province", p);
              form.change("city", c);
            }}
          />
        </Field>

        <h2 className="profile-edit__section">更多信息（选填）</h2>
        <p className="profile-edit__note">报名培训、填写考试资料时将自动带出这些信息，无需重复填写。</p>
        <div className="profile-edit__grid">
          {OPTIONAL_TEXT.map(([name, label, placeholder, max, autoComplete]) => (
            <TextField
              key={name}
              id={ids(name)}
              label={label}
              error={error(name)}
              placeholder={placeholder}
              maxLength={max}
              autoComplete={autoComplete}
              {...form.field(name as "email")}
            />
          ))}
          <IndustryField
            id={ids("training")}
            label="培训行业"
            placeholder="请选择培训行业"
            options={trainingIndustries}
            value={Number(trainingIndustry) || 0}
            onChange={(value) => form.change("trainingIndustry", value)}
            error={error("trainingIndustry")}
          />
        </div>

        <FormError message={error(FORM_ERROR)} />
        <SubmitButton pending={save.isPending} pendingText="保存中…">
          保存
        </SubmitButton>
      </form>

      <MyDataSection />
    </div>
  );
}
