import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { type FieldError, useController } from "react-hook-form";
import { MAX_OPTIONS, OPTION_IDS } from "@/api/contract/exam-questions-admin";
import { JUDGE_OPTIONS, MAX_BLANKS, type QuestionOption } from "@/api/contract/online-exam";

/** The first message of a field's error, wherever in its value it sits (the list itself, or one of its items). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === "string" && e.message) return e.message;
  for (const value of Object.values(e)) {
    if (value && typeof value === "object" && value !== e.ref) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The valibot resolver's messages are the contract's Chinese ones; react-admin's own would be keys. */
function useMessage(...errors: unknown[]) {
  const translate = useTranslate();
  const message = errors.map(firstMessage).find(Boolean);
  return message ? translate(message, { _: message }) : undefined;
}

/**
 * A choice question's options: each with its text and a tick for the right answer (one for 单选题, any number for
 * 多选题); ids are the options' places, so removing one re-letters those below and keeps their ticks.
 */
export function OptionsEditor({ multiple }: { multiple: boolean }) {
  const translate = useTranslate();
  const { field: optionsField, fieldState: optionsState } = useController({ name: "options" });
  const { field: rightField, fieldState: rightState } = useController({ name: "correctOptions" });
  const options: QuestionOption[] = optionsField.value ?? [];
  const right: string[] = rightField.value ?? [];
  const message = useMessage(optionsState.error, rightState.error);

  const setText = (i: number, text: string) => optionsField.onChange(options.map((o, j) => (j === i ? { ...o, text } : o)));
  const tick = (id: string, on: boolean) => {
    if (!multiple) return rightField.onChange(on ? [id] : []);
    const next = on ? [...right, id] : right.filter((r) => r !== id);
    rightField.onChange(OPTION_IDS.filter((x) => next.includes(x)));
  };
  const remove = (i: number) => {
    const kept = options.filter((_, j) => j !== i);
    const place = new Map(kept.map((o, j) => [o.id, OPTION_IDS[j]]));
    optionsField.onChange(kept.map((o, j) => ({ id: OPTION_IDS[j], text: o.text })));
    rightField.onChange(right.flatMap((id) => (place.has(id) ? [place.get(id) as string] : [])));
  };
  const add = () => optionsField.onChange([...options, { id: OPTION_IDS[options.length], text: "" }]);

  return (
    <FormControl error={!!message} component="fieldset" sx={{ width: "100%", my: 1 }}>
      <FormLabel component="legend">{translate("app.question_bank.options_label")}</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {options.map((o, i) => {
          const checked = right.includes(o.id);
          const tickLabel = translate(multiple ? "app.question_bank.right_multiple" : "app.question_bank.right_single");
          return (
            <Stack key={o.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              {multiple ? (
                <Checkbox
                  checked={checked}
                  onChange={(e) => tick(o.id, e.target.checked)}
                  slotProps={{ input: { "aria-label": `${o.id} ${tickLabel}` } }}
                />
              ) : (
                <Radio
                  checked={checked}
                  onChange={(e) => tick(o.id, e.target.checked)}
                  slotProps={{ input: { "aria-label": `${o.id} ${tickLabel}` } }}
                />
              )}
              <Typography sx={{ width: 20, fontWeight: 600 }}>{o.id}</Typography>
              <TextField
                size="small"
                fullWidth
                value={o.text}
                onChange={(e) => setText(i, e.target.value)}
                onBlur={optionsField.onBlur}
                slotProps={{ htmlInput: { "aria-label": translate("app.question_bank.option_text", { id: o.id }), maxLength: 200 } }}
                sx={
                  checked ? { "& .MuiOutlinedInput-root": { bgcolor: "success.50", backgroundColor: "rgba(46,125,50,0.06)" } } : undefined
                }
              />
              <IconButton aria-label={translate("app.question_bank.remove_option", { id: o.id })} onClick={() => remove(i)} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={options.length >= MAX_OPTIONS}>
          {translate("app.question_bank.add_option")}
        </Button>
      </Box>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** A true/false question's right answer: 正确 or 错误 (the fixed options T and F). */
export function JudgeEditor() {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: "correctOptions" });
  const message = useMessage(fieldState.error);
  const value: string = (field.value ?? [])[0] ?? "";
  return (
    <FormControl error={!!message} sx={{ my: 1 }}>
      <FormLabel id="judge-answer">{translate("app.question_bank.judge_label")}</FormLabel>
      <RadioGroup row aria-labelledby="judge-answer" value={value} onChange={(e) => field.onChange([e.target.value])}>
        {JUDGE_OPTIONS.map((o) => (
          <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.text} />
        ))}
      </RadioGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** A fill-in question's blanks, each with its accepted answers (typed and confirmed with Enter, or kept on leaving). */
export function BlanksEditor() {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: "blankAnswers" });
  const blanks: string[][] = field.value ?? [];
  const message = useMessage(fieldState.error);
  const set = (i: number, answers: string[]) => field.onChange(blanks.map((b, j) => (j === i ? answers : b)));
  return (
    <FormControl error={!!message} component="fieldset" sx={{ width: "100%", my: 1 }}>
      <FormLabel component="legend">{translate("app.question_bank.blanks_label")}</FormLabel>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {blanks.map((answers, i) => {
          const label = translate("app.question_bank.blank", { n: i + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its place in the stem
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <Autocomplete
                multiple
                freeSolo
                autoSelect
                fullWidth
                options={[] as string[]}
                value={answers}
                onChange={(_, value) => set(i, value.map((s) => s.trim()).filter(Boolean))}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...props } = getItemProps({ index });
                    return <Chip key={key} size="small" label={option} {...props} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    size="small"
                    label={label}
                    helperText={i === 0 ? translate("app.question_bank.blank_help") : undefined}
                  />
                )}
              />
              <IconButton
                aria-label={translate("app.question_bank.remove_blank", { n: i + 1 })}
                onClick={() => field.onChange(blanks.filter((_, j) => j !== i))}
                size="small"
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => field.onChange([...blanks, []])} disabled={blanks.length >= MAX_BLANKS}>
          {translate("app.question_bank.add_blank")}
        </Button>
      </Box>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
