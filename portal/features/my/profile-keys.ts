import type { QueryClient } from "@tanstack/react-query";
import { PROFILE_KEYS } from "../../lib/query-keys";

/** After the profile or the number changed: the my area and the header read them again. */
export const refreshProfile = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.userInfo }),
    queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.currentUser }),
  ]);
