import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { PaperShipmentSchema } from "@/api/contract/certification-requests-admin";
import { decisionToolbar } from "../../components/decision-toolbar";
import { PAPER_DECISION_CHOICES } from "./status";

/** Courier and tracking number, asked for a shipment only. */
function ShipmentInputs() {
  const status = useWatch({ name: "status" });
  if (status !== "shipped") return null;
  return (
    <>
      <TextInput source="courier" />
      <TextInput source="trackingNo" />
    </>
  );
}

/** 处理: shipped (courier and tracking number) or refused; the candidate gets a letter either way. */
export function PaperEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(PaperShipmentSchema)}>
        <TextInput source="province" readOnly />
        <TextInput source="city" readOnly />
        <TextInput source="address" readOnly fullWidth />
        <SelectInput
          source="status"
          label="resources.paper-certificates.fields.decision"
          choices={PAPER_DECISION_CHOICES}
          helperText={translate("resources.paper-certificates.decision_help")}
        />
        <ShipmentInputs />
      </SimpleForm>
    </Edit>
  );
}
