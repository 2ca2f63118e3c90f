import { contentDetailRoute, libraryListRoute } from "./solution-library";

/** /CaseBase/Index?cateId= (infinite scroll) and a case's page. */
export const caseListRoute = libraryListRoute("case");
export const caseDetailRoute = contentDetailRoute("case", "case", "/CaseBase/Detail/$id");
