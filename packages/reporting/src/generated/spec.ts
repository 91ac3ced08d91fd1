/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.1.0",
  "hash": "sha256-e5882b6667559f08222e5ff82687a36a127d66b5de29a67e54bd12d5b3d5e264"
} as const;
