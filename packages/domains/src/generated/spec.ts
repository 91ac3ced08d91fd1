/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.2.0",
  "hash": "sha256-6ad9ab7ad406ccad9ad2d2f8525104a6335d653f426e944497f8f1ff3ea4d771"
} as const;
