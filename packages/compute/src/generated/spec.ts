/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.1.0",
  "hash": "sha256-9ceea5ae7db8ca3791ed3f2d5e6eff825b4e0440e24c58e11b7118af360bd66f"
} as const;
