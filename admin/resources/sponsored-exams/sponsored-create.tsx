import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, ReferenceInput, SimpleForm, usePermissions } from "react-admin";
import { SponsoredExamSchema } from "@/api/contract/exam-fee-refunds-admin";

/**
 * 添加报销考试: an exam (by name) the company sponsors. HR adds it for its own company; an operator picks the company it
 * sets the list up for.
 */
export function SponsoredExamCreate() {
  const operator = usePermissions<string[]>().permissions?.includes("operator") ?? false;
  return (
    <Create redirect="list">
      <SimpleForm resolver={valibotResolver(SponsoredExamSchema)} defaultValues={{ examId: null, companyId: null }}>
        <ReferenceInput source="examId" reference="exam-names" sort={{ field: "sort", order: "ASC" }}>
          <AutocompleteInput optionText="name" helperText="app.sponsored_exams.exam_help" />
        </ReferenceInput>
        {operator && (
          <ReferenceInput source="companyId" reference="companies">
            <AutocompleteInput optionText="companyName" />
          </ReferenceInput>
        )}
      </SimpleForm>
    </Create>
  );
}
