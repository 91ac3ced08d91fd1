/**
 * JSON Schemas of this package's components, dereferenced, for validators.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const LoginRequestSchema = {
  "type": "object",
  "description": "The exports mark neither field required; the SDK requires both, non-empty, as its own rule:\na login without them cannot succeed, and failing before the request keeps the rate limit for\nreal attempts.\n",
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
    },
    "remember": {
      "type": "boolean",
      "description": "A long session (360 days, as a portal's own client describes it)."
    }
  }
} as const;

export const RefreshRequestSchema = {
  "type": "object",
  "description": "The exports do not mark `refresh_token` required; the SDK does (its own rule), since a refresh without it cannot succeed.",
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

export const ClientDetailsSchema = {
  "type": "object",
  "description": "The client's profile (GET /details).",
  "additionalProperties": true,
  "properties": {
    "client": {
      "type": "object",
      "description": "The client's profile.",
      "additionalProperties": true,
      "properties": {
        "id": {
          "type": "string"
        },
        "email": {
          "type": "string"
        },
        "lastlogin": {
          "type": "string"
        },
        "ip": {
          "type": "string"
        },
        "host": {
          "type": "string"
        },
        "firstname": {
          "type": "string"
        },
        "lastname": {
          "type": "string"
        },
        "companyname": {
          "type": "string"
        },
        "address1": {
          "type": "string"
        },
        "address2": {
          "type": "string"
        },
        "city": {
          "type": "string"
        },
        "state": {
          "type": "string"
        },
        "postcode": {
          "type": "string"
        },
        "country": {
          "type": "string"
        },
        "phonenumber": {
          "type": "string"
        }
      }
    }
  }
} as const;

export const SignUpResultSchema = {
  "type": "object",
  "description": "The answer to a sign-up. HostBill's swagger shows only `Success`; the Tino SPA reads\n`client`, `token`, `refresh`, `currency` and `verify`, so those are typed and anything else\nis allowed.\n",
  "additionalProperties": true,
  "properties": {
    "client": {
      "type": "object",
      "additionalProperties": true,
      "properties": {}
    },
    "token": {
      "type": "string"
    },
    "refresh": {
      "type": "string"
    },
    "currency": {
      "type": "object",
      "additionalProperties": true,
      "properties": {}
    },
    "verify": {
      "type": "object",
      "additionalProperties": true,
      "properties": {}
    }
  }
} as const;

export const ContactListSchema = {
  "type": "object",
  "description": "The client's contacts.",
  "additionalProperties": true,
  "properties": {
    "contacts": {
      "type": "array",
      "items": {
        "type": "object",
        "description": "One contact of the client's account (`contacts.list`).",
        "additionalProperties": true,
        "properties": {
          "email": {
            "type": "string"
          },
          "id": {
            "type": "string"
          },
          "firstname": {
            "type": "string"
          },
          "lastname": {
            "type": "string"
          },
          "companyname": {
            "type": "string"
          },
          "company": {
            "type": "string"
          },
          "lastlogin": {
            "type": "string"
          }
        }
      }
    }
  }
} as const;

export const ContactSchema = {
  "type": "object",
  "description": "One contact of the client's account (`contacts.list`).",
  "additionalProperties": true,
  "properties": {
    "email": {
      "type": "string"
    },
    "id": {
      "type": "string"
    },
    "firstname": {
      "type": "string"
    },
    "lastname": {
      "type": "string"
    },
    "companyname": {
      "type": "string"
    },
    "company": {
      "type": "string"
    },
    "lastlogin": {
      "type": "string"
    }
  }
} as const;

export const ContactPrivilegesSchema = {
  "type": "object",
  "description": "Every privilege a contact can be given, by area. `services` and `domains` map `full` or\nan item id to the privileges on it. POST /contact and PUT /contact/{id} take\n`privileges` in this format.\n",
  "additionalProperties": true,
  "properties": {
    "privileges": {
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "billing": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "support": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "misc": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "services": {
          "type": "object",
          "additionalProperties": true,
          "properties": {}
        },
        "domains": {
          "type": "object",
          "additionalProperties": true,
          "properties": {}
        }
      }
    }
  }
} as const;

export const ContactDetailsSchema = {
  "type": "object",
  "description": "One contact with its privileges.",
  "additionalProperties": true,
  "properties": {
    "contact": {
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "id": {
          "type": "string"
        },
        "email": {
          "type": "string"
        },
        "firstname": {
          "type": "string"
        },
        "lastname": {
          "type": "string"
        },
        "companyname": {
          "type": "string"
        },
        "address1": {
          "type": "string"
        },
        "address2": {
          "type": "string"
        },
        "city": {
          "type": "string"
        },
        "state": {
          "type": "string"
        },
        "postcode": {
          "type": "string"
        },
        "country": {
          "type": "string"
        },
        "phonenumber": {
          "type": "string"
        },
        "type": {
          "type": "string"
        },
        "privileges": {
          "type": "object",
          "additionalProperties": true,
          "properties": {}
        }
      }
    }
  }
} as const;
