import { useRouter } from "@tanstack/react-router";
import { Pagination } from "./pagination";

type Props = { current: number; total: number; href: (page: number) => string };

/** Desktop lists whose page lives in the address (`href(page)`): a move goes there and back to the top. */
export function AddressPagination({ current, total, href }: Props) {
  const router = useRouter();
  return (
    <Pagination
      current={current}
      total={total}
      onChange={(page) => {
        void router.navigate({ href: href(page) });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
