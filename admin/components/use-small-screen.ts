import { type Theme, useMediaQuery } from "@mui/material";

/** Phones get SimpleList rows instead of a wide table. */
export function useSmallScreen() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
}
