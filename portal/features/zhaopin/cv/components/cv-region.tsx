import { useEffect } from "react";
import { useCities } from "@/portal/components/region/cities";
import { useProvinces } from "@/portal/components/region/provinces";
import { RegionSelects } from "@/portal/components/region/region-selects";

type Props = {
  id: string;
  province: string;
  city: string;
  onChange: (province: string, city: string) => void;
  error?: string;
};

/** Province and city by name; a new province reloads its cities and picks the first (spec 001 section 4 "Recruitment"). */
export function CvRegion({ id, province, city, onChange, error }: Props) {
  const provinces = useProvinces();
  const exact = provinces.find((p) => p.provinceName === province);
  // A short name (the spec's default 北京) stands for the listed one (北京市).
  const named = exact ? null : provinces.find((p) => province && p.provinceName.startsWith(province));
  const cities = useCities(exact?.id ?? 0);
  const first = cities[0]?.cityName;
  useEffect(() => {
    if (named) onChange(named.provinceName, "");
    else if (province && !city && first) onChange(province, first);
  }, [named, province, city, first, onChange]);
  return <RegionSelects id={id} className="cv-form__pair" province={province} city={city} error={error} onChange={onChange} />;
}
