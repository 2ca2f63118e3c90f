import { contentDetailRoute, libraryListRoute } from "./solution-library";

/** /Idea/Index (infinite scroll) and /Idea/Detail/{id} (spec 000 section 2). */
export const ideaListRoute = libraryListRoute("idea");
export const ideaDetailRoute = contentDetailRoute("idea", "idea", "/Idea/Detail/$id");
