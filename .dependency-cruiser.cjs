/**
 * The layer rules (docs/decisions/0013-layer-rules.md), checked by `bun run lint`.
 * Ground up: api/contract <- db <- api/modules <- api/app.ts; portal and admin see only api/contract.
 */
const OURS = "^(api|db|portal|admin|scripts|tests|bench)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: split the shared piece out or move it down a layer.",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-is-the-ground-floor",
      severity: "error",
      comment: "api/contract imports nothing of ours outside itself: db, the server and both SPAs build on it.",
      from: { path: "^api/contract/" },
      to: { path: OURS, pathNot: "^api/contract/" },
    },
    {
      name: "db-below-the-server",
      severity: "error",
      comment: "db/ (schema, client, migrations) imports only api/contract and itself; it never reaches into the server.",
      from: { path: "^db/", pathNot: "^db/seed/|/tests/" },
      to: { path: OURS, pathNot: "^(db|api/contract)/" },
    },
    {
      name: "seed-uses-module-services-only",
      severity: "error",
      comment:
        "Seed code may call the modules' services (so demo data is indexed and issued as the product does it), never the back office, the protocol, the SPAs or scripts.",
      from: { path: "^db/seed/", pathNot: "/tests/" },
      to: { path: OURS, pathNot: "^(db|api/contract|api/modules|api/providers)/" },
    },
    {
      name: "spa-sees-only-the-contract",
      severity: "error",
      comment: "portal/ and admin/ import only api/contract from the server side, so no bundle holds drizzle or server code.",
      from: { path: "^(portal|admin)/", pathNot: "/tests/" },
      to: { path: "^(api/(?!contract/)|db/|scripts/|bench/)" },
    },
    {
      name: "spas-stay-apart",
      severity: "error",
      comment: "The portal and the back office are separate bundles; share through api/contract.",
      from: { path: "^portal/" },
      to: { path: "^admin/" },
    },
    {
      name: "spas-stay-apart-back",
      severity: "error",
      from: { path: "^admin/" },
      to: { path: "^portal/" },
    },
    {
      name: "portal-features-stay-apart",
      severity: "error",
      comment: "A portal feature never imports another; shared pieces live in portal/lib and portal/components.",
      from: { path: "^portal/features/([^/]+)/" },
      to: { path: "^portal/features/", pathNot: "^portal/features/$1/" },
    },
    {
      name: "admin-resources-stay-apart",
      severity: "error",
      comment: "A back-office resource folder never imports another; shared pieces live in admin/components.",
      from: { path: "^admin/resources/([^/]+)/" },
      to: { path: "^admin/resources/", pathNot: "^admin/resources/($1/|index\\.ts)" },
    },
    {
      name: "tables-through-their-module",
      severity: "error",
      comment: "A module reads another feature's tables through that module's service, never its queries.",
      from: { path: "^api/modules/([^/]+)/" },
      to: { path: "^api/modules/.+/queries\\.ts$", pathNot: "^api/modules/$1/" },
    },
    {
      name: "tables-of-its-own",
      severity: "error",
      comment:
        "A module touches only its own tables (db/schema/<module>.ts or db/schema/<module>/); another feature's rows come through that module's service (docs/decisions/0045).",
      from: { path: "^api/modules/([^/]+)/", pathNot: "/tests/" },
      to: { path: "^db/schema/", pathNot: "^db/schema/$1(\\.ts$|/)" },
    },
    {
      name: "schema-barrel-is-the-clients",
      severity: "error",
      comment: "Tables are imported from their own schema file, so whose table it is shows in the import; the barrel is the client's.",
      from: { pathNot: "^db/client\\.ts$" },
      to: { path: "^db/schema/index\\.ts$" },
    },
    {
      name: "server-never-imports-the-spas",
      severity: "error",
      comment: "Tests may drive the portal's protocol client against the server; product code never does.",
      from: { path: "^(api|db)/", pathNot: "/tests/" },
      to: { path: "^(portal|admin)/" },
    },
    {
      name: "product-code-never-imports-tests",
      severity: "error",
      from: { path: OURS, pathNot: "(^tests/|/tests/|\\.test\\.tsx?$|\\.e2e\\.ts$|^bench/|^scripts/e2e)" },
      to: { path: "(^tests/|/tests/)" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.data|db/migrations)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
