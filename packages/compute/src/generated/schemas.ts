/**
 * JSON Schemas of this package's components, dereferenced, for validators.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const LoginRequestSchema = {
  "type": "object",
  "required": [
    "username",
    "password"
  ],
  "properties": {
    "username": {
      "type": "string",
      "minLength": 1
    },
    "password": {
      "type": "string",
      "minLength": 1,
      "format": "password"
    }
  }
} as const;

export const RefreshRequestSchema = {
  "type": "object",
  "required": [
    "refresh_token"
  ],
  "properties": {
    "refresh_token": {
      "type": "string",
      "minLength": 1
    }
  }
} as const;

export const TokenPairSchema = {
  "type": "object",
  "description": "Some HostBill installs name the refresh token `refresh`, others `refresh_token`.",
  "properties": {
    "token": {
      "type": "string"
    },
    "refresh": {
      "type": "string"
    },
    "refresh_token": {
      "type": "string"
    },
    "error": {
      "type": "array",
      "items": {
        "type": "string"
      }
    }
  }
} as const;

export const HostBillInfoSchema = {
  "type": "object",
  "description": "HostBill's answer to a change; a 200 with a non-empty `error` array is a failure.",
  "properties": {
    "info": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "error": {
      "type": "array",
      "items": {
        "type": "string"
      }
    }
  }
} as const;

export const HostBillObjectSchema = {
  "type": "object",
  "description": "A HostBill answer whose fields vary by provider and module.",
  "additionalProperties": true,
  "properties": {
    "error": {
      "type": "array",
      "items": {
        "type": "string"
      }
    }
  }
} as const;

export const VmSchema = {
  "type": "object",
  "additionalProperties": true,
  "properties": {
    "id": {
      "type": "string"
    },
    "label": {
      "type": "string"
    },
    "status": {
      "type": "string"
    },
    "hostname": {
      "type": "string"
    },
    "ip": {
      "type": "string"
    }
  }
} as const;

export const VmListSchema = {
  "type": "object",
  "properties": {
    "vms": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "hostname": {
            "type": "string"
          },
          "ip": {
            "type": "string"
          }
        }
      }
    },
    "error": {
      "type": "array",
      "items": {
        "type": "string"
      }
    }
  }
} as const;

export const UpgradeRequestSchema = {
  "type": "object",
  "required": [
    "send"
  ],
  "properties": {
    "send": {
      "type": "boolean"
    },
    "package": {
      "type": "string"
    },
    "cycle": {
      "type": "string"
    },
    "resources": {
      "type": "object",
      "additionalProperties": true
    }
  }
} as const;

export const MountIsoRequestSchema = {
  "type": "object",
  "required": [
    "iso"
  ],
  "properties": {
    "iso": {
      "type": "string",
      "description": "Identifier of the ISO image to mount."
    }
  }
} as const;

export const BootOrderRequestSchema = {
  "type": "object",
  "required": [
    "boot"
  ],
  "properties": {
    "boot": {
      "type": "string",
      "description": "Boot device order, for example `cdn` (cd-rom, disk, network)."
    }
  }
} as const;
