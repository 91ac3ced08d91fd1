/**
 * JSON Schemas of this package's components, dereferenced, for validators.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const HostBillErrorSchema = {
  "type": "object",
  "description": "HostBill's error answer; `error` lists message codes or sentences.",
  "required": [
    "error"
  ],
  "properties": {
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

export const HostBillChangeSchema = {
  "type": "object",
  "description": "HostBill's answer to a change: usually `info` messages (e.g. `{\"info\":\n[\"cancell_sent\"]}`), sometimes `success: true`; other fields vary by portal and module.\nA non-empty `error` array is a failure, whatever the HTTP status.\n",
  "additionalProperties": true,
  "properties": {
    "info": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "success": {
      "type": "boolean"
    },
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
      "description": "The VMs: an array, or (as Tino's and DCHost-style installs answer) an object keyed by VM\nid. `vms.list()` yields every VM of either form.\n",
      "oneOf": [
        {
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
        {
          "type": "object",
          "additionalProperties": {
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
        }
      ]
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
  "properties": {
    "send": {
      "type": "boolean"
    },
    "package": {
      "description": "The new package's id (DS and DC type it integer).",
      "oneOf": [
        {
          "type": "integer"
        },
        {
          "type": "string"
        }
      ]
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
  "properties": {
    "image": {
      "type": "string",
      "description": "ISO image name; empty or absent unmounts the mounted image.\n"
    }
  }
} as const;

export const BootOrderRequestSchema = {
  "type": "object",
  "required": [
    "order"
  ],
  "properties": {
    "order": {
      "type": "string",
      "description": "Boot order: `cd` HDD then CD-ROM, `dc` CD-ROM then HDD, `c` HDD only, `d` CD-ROM only.\nRequired by the SDK: without it the call changes nothing.\n"
    }
  }
} as const;

export const PxeRequestSchema = {
  "type": "object",
  "properties": {
    "state": {
      "type": "string",
      "description": "`on` or `off`.\n"
    }
  }
} as const;

export const VmDetailsSchema = {
  "type": "object",
  "description": "One VM. Types vary by module, so most are left open.\n",
  "additionalProperties": true,
  "properties": {
    "vm": {
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "status": {
          "type": "string",
          "description": "e.g. `running`."
        },
        "built": {},
        "locked": {},
        "power": {},
        "label": {
          "type": "string"
        },
        "username": {
          "type": "string"
        },
        "password": {
          "type": "string"
        },
        "ipv4": {},
        "ipv6": {},
        "memory": {},
        "disk": {},
        "cores": {},
        "sockets": {},
        "cpus": {},
        "uptime": {},
        "template_name": {
          "type": "string"
        },
        "mac": {},
        "interfaces": {},
        "storage": {},
        "bandwidth": {
          "type": "object",
          "additionalProperties": true,
          "properties": {
            "data_received": {},
            "data_sent": {}
          }
        },
        "ip": {
          "type": "object",
          "description": "IP addresses by IP id.",
          "additionalProperties": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "ipaddress": {
                "type": "string"
              },
              "main": {}
            }
          }
        }
      }
    }
  }
} as const;

export const VmActionResultSchema = {
  "type": "object",
  "description": "The answer to a VM power action. A non-empty `error` array is a failure.\n",
  "additionalProperties": true,
  "properties": {
    "status": {},
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
