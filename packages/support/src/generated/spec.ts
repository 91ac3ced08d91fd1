/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.2.0",
  "hash": "sha256-cf915a611553e8cc992fc062e6c63ba7a7cbe2d22e7fb734e26e48bac104dd9a"
} as const;
