/** The training categories as other features join them (courses are filed under the same categories). */
export { categories } from "./categories/queries";
