import { expect } from "bun:test";
import type { TestClient } from "@/tests/support/client";

/** A portal call that must succeed: its answer's data. */
export function okCall(client: TestClient) {
  return async (path: string, body: Record<string, unknown> = {}) => {
    const res = await client.call<any>(path, body);
    expect({ path, code: res.code, msg: res.msg }).toEqual({ path, code: 0, msg: res.msg });
    return res.data;
  };
}

type CvParts = { base: Record<string, unknown>; work: Record<string, unknown>; education: Record<string, unknown> };

/**
 * A complete CV written through the portal's own calls (its pages are zhaopin-cv.e2e.ts's): the base info, one work,
 * one education, and the job intention 运营 in 深圳市 at 8-12K.
 */
export async function writeCompleteCv(client: TestClient, cv: CvParts) {
  const ok = okCall(client);
  await ok("ZhaoPin/SetMyCV", { province: "广东省", city: "深圳市", education: "本科", workStyle: "全职", jobStatus: 4, ...cv.base });
  await ok("ZhaoPin/SetMyCVWork", { list: [{ id: 0, endTime: "", salary: "8-12K", ...cv.work }] });
  await ok("ZhaoPin/SetMyCVPosition", {
    list: [{ id: 0, positionType: "运营", salaryRange: "8-12K", education: "本科", province: "广东省", city: "深圳市" }],
  });
  await ok("ZhaoPin/SetMyCVEducation", { list: [{ id: 0, education: "本科", ...cv.education }] });
}
