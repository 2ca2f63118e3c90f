import { useId } from "react";
import { AddCerPaperSchema, type MyExam, REQUEST_MSG } from "@/api/contract/certification-requests";
import type { UserInfo } from "@/api/contract/my";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { SelectField, TextAreaField } from "@/portal/components/form/text-field";
import { WithMyProfile } from "@/portal/components/form/with-my-profile";
import { useCities } from "@/portal/components/region/cities";
import { useProvinces } from "@/portal/components/region/provinces";
import { CityOptions, ProvinceOptions } from "@/portal/components/region/region-options";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAddCerPaper } from "../add-cer-paper";

type Props = { exam: MyExam; onDone: (url: string) => void };

/**
 * The paper certificate pop-up (spec 000 section 2): province, then city, then the street address; terms from
 * section 9. It starts from the mailing address the profile (/my/edit) holds.
 */
export function PaperCertificateForm(props: Props) {
  return <WithMyProfile>{(me) => <PaperCertificateFields {...props} me={me} />}</WithMyProfile>;
}

function PaperCertificateFields({ exam, onDone, me }: Props & { me: UserInfo | undefined }) {
  const id = useId();
  const form = useSchemaForm({
    schema: AddCerPaperSchema,
    defaultValues: { Province: me?.province ?? "", City: me?.city ?? "", AddressDetail: me?.address ?? "" },
    toInput: (values) => ({ EadID: exam.eadid, ExamID: exam.examId, CertificateID: exam.certificateNo, ...values }),
  });
  const [province, city] = form.watch(["Province", "City"]);
  const provinces = useProvinces();
  const cities = useCities(provinces.find((p) => p.provinceName === province)?.id ?? 0);
  const request = useAddCerPaper({ onFail: (env) => form.serverError(env) });
  const error = form.errorOf;

  const submit = form.onSubmit(async (input) => {
    const data = await request.mutateAsync(input);
    toast(REQUEST_MSG.paperDone, { tone: "success" });
    onDone(data.url);
  });

  return (
    <form className="form exam-request" onSubmit={submit} noValidate>
      <p className="exam-request__subject">{exam.examName}</p>
      <SelectField
        id={`${id}-province`}
        label="省份"
        required
        error={error("Province")}
        value={province}
        onChange={(e) => {
          form.change("Province", e.target.value);
          form.setValue("City", "");
        }}
      >
        <ProvinceOptions provinces={provinces} by="name" />
      </SelectField>
      <SelectField
        id={`${id}-city`}
        label="城市"
        required
        error={error("City")}
        value={city}
        disabled={!cities.length}
        onChange={(e) => form.change("City", e.target.value)}
      >
        {/* The profile's city stays shown while its province's list loads. */}
        {city && !cities.some((c) => c.cityName === city) && <option value={city}>{city}</option>}
        <CityOptions cities={cities} by="name" />
      </SelectField>
      <TextAreaField
        id={`${id}-address`}
        label="详细地址"
        required
        error={error("AddressDetail")}
        className="input exam-request__textarea"
        rows={3}
        maxLength={200}
        placeholder="街道、门牌号、收件人及电话"
        {...form.field("AddressDetail")}
      />
      <ul className="exam-request__terms">
        <li>纸质证书通过快递寄出，快递费用一般为 13-25 元，由您到付。</li>
        <li>拒收的包裹将被销毁，证书无法重新寄送。</li>
      </ul>
      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={request.isPending}>提交申请</SubmitButton>
    </form>
  );
}
