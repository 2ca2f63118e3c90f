import { describe, expect, test } from "bun:test";
import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";
import { chosenCount, filterOf, listHref } from "../filters";
import { jobPosting, ldJson } from "../job-posting";

describe("the list's filters in the address", () => {
  test("each filter is checked alone: a bad one is dropped, the rest kept; the address round-trips", () => {
    const f = filterOf({ positionType: "销售", education: "小学", tags: "双休,五险一金", city: "杭州市", keyword: "运营" });
    expect(f).toEqual({
      positionType: "销售",
      education: "",
      workYears: "",
      tags: ["五险一金", "双休"],
      province: "",
      city: "杭州市",
      keyword: "运营",
    });
    expect(chosenCount(f)).toBe(5);
    expect(filterOf(Object.fromEntries(new URL(listHref(f), "http://x").searchParams))).toEqual(f);
    expect(listHref(filterOf({}))).toBe("/ZhaoPin/");
  });
});

describe("JobPosting JSON-LD", () => {
  const detail: PositionDetailAnswer = {
    position: {
      id: 7,
      companyId: 3,
      companyName: "雨欣水产",
      companyLogo: "",
      name: "直播运营</script>",
      positionType: "运营",
      salaryMin: 8000,
      salaryMax: 12000,
      salaryText: "8-12K",
      education: "本科",
      workYears: "1-3年",
      workStyle: "全职",
      tags: ["双休"],
      province: "浙江省",
      city: "杭州市",
      publishedAt: "2026-11-01 10:00:00",
      preferredCertificates: [],
      description: "负责直播\n运营",
      address: "杭州市西湖区文三路 1 号",
      headcount: 2,
      expiresAt: "2026-12-31 23:59:59",
      open: true,
    },
    company: { id: 3, companyName: "雨欣水产", logo: "", introduction: "", province: "浙江省", city: "杭州市", industry: "", size: "" },
    isCollect: 0,
    applied: null,
    cvId: 0,
  };

  test("has what search engines require, the pay in CNY per month, and no text that closes the script element", () => {
    const ld = jobPosting(detail, "https://example.cn");
    expect(ld).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      datePosted: "2026-11-01T02:00:00.000Z",
      validThrough: "2026-12-31T15:59:59.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "雨欣水产" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "杭州市", addressRegion: "浙江省", addressCountry: "CN" },
      },
      baseSalary: { "@type": "MonetaryAmount", currency: "CNY", value: { minValue: 8000, maxValue: 12000, unitText: "MONTH" } },
    });
    const json = ldJson(ld);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).title).toBe("直播运营</script>");
    const negotiable = jobPosting({ ...detail, position: { ...detail.position, salaryMin: 0, salaryMax: 0 } }, "https://example.cn");
    expect("baseSalary" in negotiable).toBe(false);
  });
});
