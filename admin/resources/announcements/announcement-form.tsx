import { valibotResolver } from "@hookform/resolvers/valibot";
import { Card, CardContent, Typography } from "@mui/material";
import { BooleanInput, Create, DateTimeInput, Edit, NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { AnnouncementFormSchema, NOTICE_TYPE } from "@/api/contract/announcement";
import { typeChoices } from "./types";

/** How the home page will show it: the banner's one line, or the card / pop-up with its title, subtitle and text. */
function Preview() {
  const translate = useTranslate();
  const [title, subTitle, contents, types] = useWatch({ name: ["title", "subTitle", "contents", "types"] });
  return (
    <Card variant="outlined" sx={{ width: "100%", maxWidth: 560, mb: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate("app.announcements.preview")}
        </Typography>
        {types === NOTICE_TYPE.banner ? (
          <Typography sx={{ bgcolor: "#fff7e6", color: "#ad6800", px: 1.5, py: 1, borderRadius: 1 }}>📢 {title || "…"}</Typography>
        ) : (
          <>
            <Typography variant="h6">{title || "…"}</Typography>
            {subTitle ? <Typography color="text.secondary">{subTitle}</Typography> : null}
            <Typography sx={{ whiteSpace: "pre-line", mt: 1 }}>{contents}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AnnouncementForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(AnnouncementFormSchema)}
      defaultValues={{ types: NOTICE_TYPE.banner, sort: 0, published: true }}
      warnWhenUnsavedChanges
    >
      <TextInput source="title" fullWidth />
      <TextInput source="subTitle" fullWidth />
      <SelectInput source="types" choices={typeChoices} helperText="app.announcements.types_help" sx={{ minWidth: 220 }} />
      <TextInput source="contents" fullWidth multiline minRows={4} />
      <DateTimeInput source="startAt" />
      <DateTimeInput source="endAt" />
      <BooleanInput source="published" />
      <NumberInput source="sort" helperText="app.trainings.sort_help" />
      <Preview />
    </SimpleForm>
  );
}

export function AnnouncementCreate() {
  return (
    <Create redirect="list">
      <AnnouncementForm />
    </Create>
  );
}

export function AnnouncementEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <AnnouncementForm />
    </Edit>
  );
}
