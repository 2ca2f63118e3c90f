import { BooleanField, BooleanInput, Datagrid, ImageField, List, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import { BANNER_PLACE_LABELS } from "@/api/contract/banner";
import type { BannerRow } from "@/api/contract/banner-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { placeChoices } from "./places";

const thumb = { "& .RaImageField-image": { width: 120, height: 40, objectFit: "cover", margin: 0, borderRadius: 1 } };

export function BannerList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="place" source="place" choices={placeChoices} alwaysOn />,
    <BooleanInput key="published" source="published" />,
  ];
  return (
    <List filters={filters} sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<BannerRow>
          primaryText={(b) => b.title}
          secondaryText={(b) => `${BANNER_PLACE_LABELS[b.place]} · 排序 ${b.sort}`}
          leftAvatar={(b) => <img src={b.image} alt="" width={40} height={40} style={{ objectFit: "cover" }} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ImageField source="image" sx={thumb} />
          <TextField source="title" />
          <SelectField source="place" choices={placeChoices} />
          <TextField source="link" />
          <TimeField source="startAt" />
          <TimeField source="endAt" />
          <BooleanField source="published" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
