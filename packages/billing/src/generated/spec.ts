/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.2.0",
  "hash": "sha256-4414ec2abd2c2da2feb635e4f9d3f5d1caf46d8b1e7e29ede60056e2ecb19336"
} as const;
