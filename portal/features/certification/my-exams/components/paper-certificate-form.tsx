import { useId } from "react";
import { AddCerPaperSchema, type MyExam, REQUEST_MSG } from "@/api/contract/certification-requests";
import { Field, invalidProps } from "@/portal/components/field";
import { useCities } from "@/portal/components/region/cities";
import { useProvinces } from "@/portal/components/region/provinces";
import { CityOptions, ProvinceOptions } from "@/portal/components/region/region-options";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAddCerPaper } from "../add-cer-paper";
import { FormActions } from "./form-actions";

type Props = { exam: MyExam; onDone: (url: string) => void };

/** The paper certificate pop-up (spec 000 section 2): province, then city, then the street address; terms from section 9. */
export function PaperCertificateForm({ exam, onDone }: Props) {
  const id = useId();
  const provinces = useProvinces();
  const form = useSchemaForm({
    schema: AddCerPaperSchema,
    defaultValues: { provinceId: 0, City: "", AddressDetail: "" },
    toInput: ({ provinceId, City, AddressDetail }) => ({
      EadID: exam.eadid,
      ExamID: exam.examId,
      CertificateID: exam.certificateNo,
      Province: provinces.find((p) => p.id === provinceId)?.provinceName ?? "",
      City,
      AddressDetail,
    }),
  });
  const [provinceId, city] = form.watch(["provinceId", "City"]);
  const cities = useCities(provinceId);
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
      <Field id={`${id}-province`} label="省份" required error={error("Province")}>
        <select
          className="select"
          value={provinceId}
          onChange={(e) => {
            form.setValue("provinceId", Number(e.target.value));
            form.setValue("City", "");
            form.clear("Province");
          }}
          {...invalidProps(`${id}-province`, error("Province"))}
        >
          <ProvinceOptions provinces={provinces} by="id" />
        </select>
      </Field>
      <Field id={`${id}-city`} label="城市" required error={error("City")}>
        <select
          className="select"
          value={city}
          disabled={!cities.length}
          onChange={(e) => form.change("City", e.target.value)}
          {...invalidProps(`${id}-city`, error("City"))}
        >
          <CityOptions cities={cities} by="name" />
        </select>
      </Field>
      <Field id={`${id}-address`} label="详细地址" required error={error("AddressDetail")}>
        <textarea
          className="input exam-request__textarea"
          rows={3}
          maxLength={200}
          placeholder="街道、门牌号、收件人及电话"
          {...form.field("AddressDetail")}
          {...invalidProps(`${id}-address`, error("AddressDetail"))}
        />
      </Field>
      <ul className="exam-request__terms">
        <li>纸质证书通过快递寄出，快递费用一般为 13-25 元，由您到付。</li>
        <li>拒收的包裹将被销毁，证书无法重新寄送。</li>
      </ul>
      <FormActions error={error(FORM_ERROR)} pending={request.isPending} />
    </form>
  );
}
