import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A public Ed25519 key as a JWK (kty OKP, crv Ed25519, x): never the private part. */
export type PublicJwk = { kty: "OKP"; crv: "Ed25519"; x: string };

/**
 * Every public key the site has signed certificates with: the current one (the configured private key's) and the
 * retired ones, all listed in /.well-known/did.json as `#key-<id>`, so a credential signed before a rotation still
 * verifies. A key is added the first time the server signs with it; rows are never deleted.
 */
export const issuerKeys = pgTable("issuer_keys", {
  id: serial("id").primaryKey(),
  /** RFC 7638 thumbprint of the public key: one row per key, however many processes start at once. */
  thumbprint: text("thumbprint").notNull().unique("issuer_keys_thumbprint_uq"),
  publicJwk: jsonb("public_jwk").$type<PublicJwk>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
