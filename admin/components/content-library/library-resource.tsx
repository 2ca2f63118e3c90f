import ArticleIcon from "@mui/icons-material/Article";
import { lazyScreen } from "../lazy-screen";
import { formScreens } from "./form-screens";

const ItemList = lazyScreen(() => import("./library-screens"), "ItemList");
const ItemForm = lazyScreen(() => import("./library-screens"), "ItemForm");

/** A library's list, create and edit screens (solutions, cases, ideas, rewards); its categories have lwId `lwId`. */
export function libraryResource(lwId: number) {
  return {
    list: () => <ItemList lwId={lwId} />,
    ...formScreens(() => <ItemForm lwId={lwId} />),
    icon: ArticleIcon,
    recordRepresentation: "title",
  };
}
