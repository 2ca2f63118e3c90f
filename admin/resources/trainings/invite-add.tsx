import { valibotResolver } from "@hookform/resolvers/valibot";
import AddIcon from "@mui/icons-material/Add";
import { Box, Stack } from "@mui/material";
import { useState } from "react";
import { CreateBase, Form, SaveButton, SelectInput, TextInput, useNotify, useRefresh } from "react-admin";
import { AREA_CODES } from "@/api/contract/mobile";
import { InviteSchema } from "@/api/contract/training-admin";

const areaCodes = AREA_CODES.map((a) => ({ id: a.code, name: `${a.code} ${a.name}` }));

/** Adds one number to the session's invite list; the form empties itself for the next one. */
export function InviteAdd({ trainingId }: { trainingId: number }) {
  const notify = useNotify();
  const refresh = useRefresh();
  // A new key after each add mounts a fresh, empty form.
  const [round, setRound] = useState(0);
  const onSuccess = () => {
    notify("ra.notification.created", { type: "success", messageArgs: { smart_count: 1 } });
    setRound((r) => r + 1);
    refresh();
  };
  return (
    <CreateBase
      key={round}
      resource="training-invites"
      record={{ trainingId, areaCode: "+86" }}
      redirect={false}
      mutationOptions={{ onSuccess }}
    >
      <Form resolver={valibotResolver(InviteSchema)}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "flex-start", flexWrap: "wrap" }}>
          {/* react-admin's theme makes every input full width on phones: the box keeps this one narrow. */}
          <Box sx={{ width: 112, flexShrink: 0 }}>
            <SelectInput
              source="areaCode"
              choices={areaCodes}
              translateChoice={false}
              fullWidth
              helperText={false}
              sx={{ minWidth: 0 }}
              slotProps={{ select: { renderValue: (value: unknown) => String(value) } }}
            />
          </Box>
          <Box sx={{ flex: "1 1 160px", maxWidth: 240 }}>
            <TextInput source="mobile" fullWidth helperText={false} />
          </Box>
          <SaveButton label="app.invites.add" icon={<AddIcon />} variant="outlined" sx={{ mt: 1.25 }} />
        </Stack>
      </Form>
    </CreateBase>
  );
}
