import { valibotResolver } from "@hookform/resolvers/valibot";
import { Box } from "@mui/material";
import { BooleanInput, Create, DateTimeInput, Edit, NumberInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { BannerFormSchema } from "@/api/contract/banner";
import { FileUploadButton, IMAGE_ACCEPT } from "../../components/file-upload-button";
import { placeChoices } from "./places";

/** The uploaded image at the portal's 3:1, so an operator sees the crop a slide will show. */
function ImagePreview() {
  const image = useWatch({ name: "image" });
  if (!image) return null;
  return (
    <Box
      component="img"
      src={image}
      alt=""
      sx={{ width: 360, maxWidth: "100%", aspectRatio: "3 / 1", objectFit: "cover", borderRadius: 1, mb: 2 }}
    />
  );
}

const DEFAULTS = { place: "catalogue", sort: 0, published: true };

function BannerForm() {
  return (
    <SimpleForm resolver={valibotResolver(BannerFormSchema)} defaultValues={DEFAULTS} warnWhenUnsavedChanges>
      <SelectInput source="place" choices={placeChoices} sx={{ minWidth: 220 }} />
      <TextInput source="title" fullWidth helperText="app.banners.title_help" />
      <Box sx={{ display: "flex", gap: 2, width: "100%", alignItems: "flex-start" }}>
        <TextInput source="image" fullWidth helperText="app.banners.image_help" />
        <FileUploadButton source="image" accept={IMAGE_ACCEPT} label="app.banners.upload" uploaded="app.banners.uploaded" />
      </Box>
      <ImagePreview />
      <TextInput source="link" fullWidth helperText="app.banners.link_help" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
      <BooleanInput source="published" />
      <DateTimeInput source="startAt" helperText="app.banners.dates_help" />
      <DateTimeInput source="endAt" helperText="app.banners.dates_help" />
    </SimpleForm>
  );
}

/** A banner is an image: JPEG, PNG or WebP. */

export function BannerCreate() {
  return (
    <Create redirect="list">
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <BannerForm />
    </Edit>
  );
}
