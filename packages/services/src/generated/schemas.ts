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

export const ServiceListSchema = {
  "type": "object",
  "description": "The client's services.",
  "additionalProperties": true,
  "properties": {
    "services": {
      "type": "array",
      "items": {
        "type": "object",
        "description": "One service of the client's list (`services.list`).",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "string"
          },
          "domain": {
            "type": "string"
          },
          "total": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "billingcycle": {
            "type": "string"
          },
          "next_due": {
            "type": "string"
          },
          "category": {
            "type": "string"
          },
          "category_url": {
            "type": "string"
          },
          "name": {
            "type": "string"
          }
        }
      }
    },
    "page": {
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "current": {
          "type": "integer"
        },
        "total": {
          "type": "integer"
        }
      }
    }
  }
} as const;

export const ServiceSchema = {
  "type": "object",
  "description": "One service of the client's list (`services.list`).",
  "additionalProperties": true,
  "properties": {
    "id": {
      "type": "string"
    },
    "domain": {
      "type": "string"
    },
    "total": {
      "type": "string"
    },
    "status": {
      "type": "string"
    },
    "billingcycle": {
      "type": "string"
    },
    "next_due": {
      "type": "string"
    },
    "category": {
      "type": "string"
    },
    "category_url": {
      "type": "string"
    },
    "name": {
      "type": "string"
    }
  }
} as const;

export const ServiceDetailsSchema = {
  "type": "object",
  "description": "One service.\n",
  "additionalProperties": true,
  "properties": {
    "service": {
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "id": {
          "type": "string"
        },
        "date_created": {
          "type": "string"
        },
        "domain": {
          "type": "string"
        },
        "firstpayment": {
          "type": "string"
        },
        "total": {
          "type": "string"
        },
        "billingcycle": {
          "type": "string"
        },
        "next_due": {
          "type": "string"
        },
        "next_invoice": {
          "type": "string"
        },
        "status": {
          "type": "string"
        },
        "label": {
          "type": "string"
        },
        "username": {
          "type": "string"
        },
        "password": {
          "type": "string"
        },
        "name": {
          "type": "string"
        }
      }
    },
    "addons": {},
    "haveaddons": {},
    "unpaid_invoice": {}
  }
} as const;

export const ServiceMethodsSchema = {
  "type": "object",
  "description": "The routes available for this service (they depend on its provisioning module).",
  "additionalProperties": true,
  "properties": {
    "methods": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": true,
        "properties": {
          "name": {
            "type": "string"
          },
          "method": {
            "type": "string"
          },
          "route": {
            "type": "string",
            "description": "In HostBill's notation (`@id`)."
          }
        }
      }
    }
  }
} as const;

export const ServiceLabelSchema = {
  "type": "object",
  "description": "The service's label.",
  "additionalProperties": true,
  "properties": {
    "label": {
      "type": "string"
    }
  }
} as const;
