import { type FormEvent, useId, useState } from "react";
import { AddCerPaperSchema, REQUEST_MSG } from "@/api/contract/certification-requests";
import { Field, invalidProps } from "@/portal/components/field";
import { useCities } from "@/portal/components/region/cities";
import { useProvinces } from "@/portal/components/region/provinces";
import { toast } from "@/portal/components/toast/toast-store";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import { useAddCerPaper } from "../add-cer-paper";
import type { MyExam } from "../my-exams";
import { FormActions, showFailure } from "./form-actions";

type Props = { exam: MyExam; onDone: (url: string) => void };

/** The paper certificate pop-up (spec 000 section 2): province, then city, then the street address; terms from section 9. */
export function PaperCertificateForm({ exam, onDone }: Props) {
  const id = useId();
  const provinces = useProvinces();
  const [provinceId, setProvinceId] = useState(0);
  const cities = useCities(provinceId);
  const [city, setCity] = useState("");
  const [address, setAddress] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const onFail = showFailure(setErrors);
  const request = useAddCerPaper({ onFail });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(AddCerPaperSchema, {
      EadID: exam.eadid,
      ExamID: exam.examId,
      CertificateID: exam.certificateNo,
      Province: provinces.find((p) => p.id === provinceId)?.provinceName ?? "",
      City: city,
      AddressDetail: address,
    });
    if (!checked.ok) return setErrors(checked.errors);
    request.mutate(checked.output, {
      onSuccess: (data) => {
        toast(REQUEST_MSG.paperDone, { tone: "success" });
        onDone(data.url);
      },
    });
  };

  const clear = (field: string) => setErrors((x) => ({ ...x, [field]: undefined, _form: undefined }));
  return (
    <form className="form exam-request" onSubmit={submit} noValidate>
      <p className="exam-request__subject">{exam.examName}</p>
      <Field id={`${id}-province`} label="省份" required error={errors.Province}>
        <select
          className="select"
          value={provinceId}
          onChange={(e) => {
            setProvinceId(Number(e.target.value));
            setCity("");
            clear("Province");
          }}
          {...invalidProps(`${id}-province`, errors.Province)}
        >
          <option value={0}>请选择省份</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.provinceName}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-city`} label="城市" required error={errors.City}>
        <select
          className="select"
          value={city}
          disabled={!cities.length}
          onChange={(e) => {
            setCity(e.target.value);
            clear("City");
          }}
          {...invalidProps(`${id}-city`, errors.City)}
        >
          <option value="">请选择城市</option>
          {cities.map((c) => (
            <option key={c.id} value={c.cityName}>
              {c.cityName}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-address`} label="详细地址" required error={errors.AddressDetail}>
        <textarea
          className="input exam-request__textarea"
          rows={3}
          maxLength={200}
          placeholder="街道、门牌号、收件人及电话"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            clear("AddressDetail");
          }}
          {...invalidProps(`${id}-address`, errors.AddressDetail)}
        />
      </Field>
      <ul className="exam-request__terms">
        <li>纸质证书通过快递寄出，快递费用一般为 13-25 元，由您到付。</li>
        <li>拒收的包裹将被销毁，证书无法重新寄送。</li>
      </ul>
      <FormActions error={errors._form} pending={request.isPending} />
    </form>
  );
}
