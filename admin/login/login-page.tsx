import { Box, Button, Card, CardContent, InputAdornment, MenuItem, TextField, Tooltip, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useLogin, useNotify, useTranslate } from "react-admin";
import * as v from "valibot";
import { LoginSchema, SendCodeSchema } from "@/api/contract/account";
import { AREA_CODES } from "@/api/contract/mobile";
import { solveTencentCaptcha } from "@/api/contract/tencent-captcha";
import { useDocumentTitle } from "../layout/use-page";
import { ApiError, callApi } from "../providers/http";
import { useCaptcha } from "./use-captcha";
import { useCountdown } from "./use-countdown";

/** The server lets a number have a new code once a minute (RESEND_SECONDS in api/modules/account/sms-code.ts). */
const RESEND_SECONDS = 60;

type Field = "mobile" | "randStr" | "code";
type Errors = Partial<Record<Field, string>>;

/** The first issue of each field, for the helper texts. */
function fieldErrors(issues: v.BaseIssue<unknown>[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (v.getDotPath(issue) ?? "mobile") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Back-office sign-in: mobile with area code, the captcha when the driver draws one, then a 6-digit SMS code. */
export function LoginPage() {
  useDocumentTitle();
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const { challenge, tencent, refresh } = useCaptcha();
  const [left, startCountdown] = useCountdown();
  const [areaCode, setAreaCode] = useState("+86");
  const [mobile, setMobile] = useState("");
  const [randStr, setRandStr] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<"code" | "login" | null>(null);

  function showError(e: unknown) {
    // Tencent's widget has no field on the page to show its refusal under: that one is a notice.
    const fields = challenge ? ["mobile", "randStr", "code"] : ["mobile", "code"];
    if (e instanceof ApiError && e.field && fields.includes(e.field)) setErrors({ [e.field]: e.message });
    else notify(e instanceof Error ? e.message : "ra.auth.sign_in_error", { type: "error" });
  }

  async function sendCode() {
    const parsed = v.safeParse(SendCodeSchema, { areaCode, mobile, ticket: challenge?.ticket ?? "", randStr });
    const found = parsed.success ? {} : fieldErrors(parsed.issues);
    if (challenge && !randStr.trim()) found.randStr = translate("app.login.captcha_empty");
    setErrors(found);
    if (!parsed.success || found.randStr) return;
    const solved = tencent ? await solveTencentCaptcha(tencent.appId).catch((e: Error) => void notify(e.message, { type: "error" })) : {};
    if (!solved) return;
    setBusy("code");
    try {
      await callApi("POST", "/auth/code", { ...parsed.output, ...solved });
      startCountdown(RESEND_SECONDS);
      notify("app.login.code_sent", { type: "success" });
    } catch (e) {
      showError(e);
    } finally {
      // A challenge is good for one try, right or wrong.
      setRandStr("");
      refresh();
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(LoginSchema, { areaCode, mobile, code });
    setErrors(parsed.success ? {} : fieldErrors(parsed.issues));
    if (!parsed.success) return;
    setBusy("login");
    try {
      await login(parsed.output);
    } catch (e) {
      showError(e);
      setBusy(null);
    }
  }

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", bgcolor: "grey.100", p: 2 }}>
      <Card sx={{ width: "100%", maxWidth: 420 }} component="form" onSubmit={submit} noValidate>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: "flex", flexDirection: "column", gap: 2.5 }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {translate("app.login.title")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate("app.login.subtitle")}
            </Typography>
          </Box>

          <Box sx={{ display: "flex", gap: 1 }}>
            {/* react-admin's theme makes every input full width on phones: the box keeps this one narrow. */}
            <Box sx={{ width: 112, flexShrink: 0 }}>
              <TextField
                select
                fullWidth
                label={translate("app.login.area_code")}
                value={areaCode}
                onChange={(e) => setAreaCode(e.target.value)}
                slotProps={{ select: { renderValue: (value) => String(value) } }}
              >
                {AREA_CODES.map((a) => (
                  <MenuItem key={a.code} value={a.code}>
                    {a.code} {a.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <TextField
              fullWidth
              label={translate("app.login.mobile")}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              error={!!errors.mobile}
              helperText={errors.mobile}
              autoComplete="tel-national"
              slotProps={{ htmlInput: { inputMode: "tel", maxLength: 20, name: "mobile" } }}
            />
          </Box>

          {challenge && (
            <TextField
              label={translate("app.login.captcha")}
              value={randStr}
              onChange={(e) => setRandStr(e.target.value)}
              error={!!errors.randStr}
              helperText={errors.randStr}
              autoComplete="off"
              slotProps={{
                htmlInput: { maxLength: 8, name: "captcha" },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={translate("app.login.captcha_refresh")}>
                        <Box
                          component="img"
                          src={challenge.image}
                          alt={translate("app.login.captcha")}
                          onClick={refresh}
                          sx={{ height: 40, cursor: "pointer", borderRadius: 1, display: "block" }}
                        />
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}

          <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
            <TextField
              fullWidth
              label={translate("app.login.code")}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
              error={!!errors.code}
              helperText={errors.code}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6, name: "code" } }}
            />
            <Button
              variant="outlined"
              onClick={sendCode}
              disabled={left > 0 || busy === "code"}
              sx={{ height: 48, mt: 1, flexShrink: 0, minWidth: 124, whiteSpace: "nowrap" }}
            >
              {left > 0 ? translate("app.login.resend_in", { seconds: left }) : translate("app.login.send_code")}
            </Button>
          </Box>

          <Button type="submit" variant="contained" size="large" disabled={busy === "login"}>
            {translate("app.login.submit")}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: "center" }}>
            {translate("app.login.hint")}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
