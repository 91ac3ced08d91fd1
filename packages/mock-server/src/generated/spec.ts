/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.2.0",
  "hash": "sha256-4674d5986a7ec323b248c4eecf4f5cbecdf380bc7bf2369914605af685fb0eb1"
} as const;
