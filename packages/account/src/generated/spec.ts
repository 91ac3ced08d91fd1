/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.2.0",
  "hash": "sha256-c98bb7207c5c9531284d972221e36ed81ba4e54abd060ef84a06032923c4553d"
} as const;
