import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from "react-admin";
import { SHOP_PRO_TYPE } from "@/api/contract/shop";
import { ShopProductSchema } from "@/api/contract/shop-admin";
import { FileUploadButton, IMAGE_ACCEPT } from "../../components/file-upload-button";
import { PRO_TYPE_CHOICES } from "./choices";

/** New products start physical, off the shelf, with no limit. */
const defaults = {
  proType: SHOP_PRO_TYPE.physical,
  stock: 0,
  perPersonLimit: 0,
  onShelf: false,
  sort: 0,
  examId: null,
  courseId: null,
  cardBatchId: null,
};

function ProductForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(ShopProductSchema)}
      defaultValues={defaults}
      warnWhenUnsavedChanges
      // Products are taken off the shelf, never deleted: orders keep pointing at them.
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="title" fullWidth />
      <SelectInput source="proType" choices={PRO_TYPE_CHOICES} helperText="app.shop.pro_type_help" />
      <FormDataConsumer<{ proType?: number }>>
        {({ formData }) =>
          formData.proType === SHOP_PRO_TYPE.voucher ? (
            <ReferenceInput source="examId" reference="exam-names">
              <AutocompleteInput optionText="name" sx={{ minWidth: 300 }} helperText="app.shop.exam_help" />
            </ReferenceInput>
          ) : formData.proType === SHOP_PRO_TYPE.course ? (
            <ReferenceInput source="courseId" reference="grow-plan-courses">
              <AutocompleteInput optionText="title" sx={{ minWidth: 300 }} helperText="app.shop.course_help" />
            </ReferenceInput>
          ) : formData.proType === SHOP_PRO_TYPE.learningCard ? (
            <ReferenceInput source="cardBatchId" reference="card-batches">
              <AutocompleteInput optionText="name" sx={{ minWidth: 300 }} helperText="app.shop.card_help" />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <Box sx={{ display: "flex", gap: 2, width: "100%", alignItems: "flex-start" }}>
        <TextInput source="image" fullWidth helperText="app.shop.image_help" />
        <FileUploadButton source="image" accept={IMAGE_ACCEPT} label="app.shop.upload_image" uploaded="app.shop.image_uploaded" />
      </Box>
      <TextInput source="description" multiline minRows={4} fullWidth />
      <NumberInput source="points" min={1} />
      <NumberInput source="stock" min={0} />
      <NumberInput source="perPersonLimit" min={0} helperText="app.shop.limit_help" />
      <NumberInput source="sort" helperText="app.shop.sort_help" />
      <BooleanInput source="onShelf" />
    </SimpleForm>
  );
}

export function ShopProductCreate() {
  return (
    <Create redirect="list">
      <ProductForm />
    </Create>
  );
}

export function ShopProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ProductForm />
    </Edit>
  );
}
