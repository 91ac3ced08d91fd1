/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.1.0",
  "hash": "sha256-cac730e3c6a9e685f62729eca773ac43c4499708745815c33d0c64d5df52c9be"
} as const;
