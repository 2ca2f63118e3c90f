/** exceljs's browser build (a UMD bundle of the same API), which the package declares types for only at its main entry. */
declare module "exceljs/dist/exceljs.min.js" {
  import ExcelJS from "exceljs";
  export default ExcelJS;
}
