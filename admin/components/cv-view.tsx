import { Box, Card, CardContent, Divider, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";
import type { CvCertificate } from "@/api/contract/zhaopin-cv-certificates";
import { CvCertificateList } from "./cv-certificates";

type Range = { id: number; startTime: string; endTime: string };
export type CvData = {
  chineseName: string;
  sex: string;
  age: number;
  province: string;
  city: string;
  education: string;
  workStyle: string;
  workYears: string;
  jobStatus: string;
  description: string;
  mobile: string;
  works: (Range & { companyName: string; position: string; salary: string })[];
  educations: (Range & { university: string; major: string; education: string })[];
  intentions: { id: number; positionType: string; salaryRange: string; education: string; province: string; city: string }[];
  /** The 已验证证书 the candidate shows, their status as of the read. */
  certificates: CvCertificate[];
};

const span = (r: Range, now: string) => `${r.startTime} - ${r.endTime || now}`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A CV as HR reads it (an application's or a public one): the headline, verified certificates, intentions, works,
 * educations; the mobile masked.
 */
export function CvView({ cv }: { cv: CvData }) {
  const translate = useTranslate();
  const now = translate("app.cv.now");
  const line = [cv.sex, cv.age ? `${cv.age}岁` : "", cv.education, cv.workYears, [cv.province, cv.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(" · ");
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          <Box>
            <Typography variant="h6" component="h2">
              {cv.chineseName || translate("app.cv.no_name")}
            </Typography>
            <Typography color="text.secondary">{line}</Typography>
            <Typography color="text.secondary">
              {translate("app.cv.mobile")}：{cv.mobile} {cv.jobStatus && `· ${cv.jobStatus}`}
            </Typography>
          </Box>
          <Part title="app.cv.certificates">
            <CvCertificateList certificates={cv.certificates} />
          </Part>
          <Part title="app.cv.intentions">
            {cv.intentions.length
              ? cv.intentions.map((i) => (
                  <Typography key={i.id}>
                    {[i.positionType, i.salaryRange, i.education, `${i.province} ${i.city}`].filter(Boolean).join(" · ")}
                  </Typography>
                ))
              : "—"}
          </Part>
          <Part title="app.cv.works">
            {cv.works.length
              ? cv.works.map((w) => (
                  <Typography key={w.id}>
                    {span(w, now)} {w.companyName} · {w.position} {w.salary && `· ${w.salary}`}
                  </Typography>
                ))
              : "—"}
          </Part>
          <Part title="app.cv.educations">
            {cv.educations.length
              ? cv.educations.map((e) => (
                  <Typography key={e.id}>
                    {span(e, now)} {e.university} · {e.major} · {e.education}
                  </Typography>
                ))
              : "—"}
          </Part>
          <Part title="app.cv.description">
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{cv.description || "—"}</Typography>
          </Part>
        </Stack>
      </CardContent>
    </Card>
  );
}
