/**
 * JSON Schemas of this package's components, dereferenced, for validators.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const MaintainDomainSchema = {
  "type": "object",
  "description": "One maintained domain of a registrar's report (one element of an uploaded array).\nRequired fields follow VNNIC v1.0 (the seed does not say); `districtName` may be\nempty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025).\n",
  "required": [
    "domainName",
    "registeredDate",
    "expiredDate",
    "ownerName",
    "ownerType",
    "address",
    "cityName",
    "countryCode",
    "phone",
    "email",
    "adminName",
    "isAgentManager"
  ],
  "properties": {
    "address": {
      "type": "string",
      "minLength": 1,
      "maxLength": 500,
      "description": "Street part of the owner's address only."
    },
    "adminName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 255
    },
    "cityName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 255
    },
    "countryCode": {
      "type": "string",
      "pattern": "^[A-Z]{2}$",
      "description": "ISO 3166-1 alpha-2 code."
    },
    "districtName": {
      "type": "string",
      "maxLength": 255
    },
    "domainName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 253,
      "description": "Fully qualified domain name; IDNs in Unicode or punycode (xn--) form."
    },
    "email": {
      "type": "string",
      "format": "email",
      "maxLength": 254,
      "description": "Contact e-mail of the owner."
    },
    "expiredDate": {
      "type": "string",
      "format": "date"
    },
    "fax": {
      "type": "string",
      "maxLength": 32
    },
    "ianaNumber": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "description": "IANA number of the accredited registrar."
    },
    "is5LevelPlace": {
      "type": "boolean",
      "description": "Whether the address uses the old five-level form (with a district)."
    },
    "isAgentManager": {
      "type": "boolean"
    },
    "note": {
      "type": "string",
      "maxLength": 1000
    },
    "ownerName": {
      "type": "string",
      "minLength": 1,
      "maxLength": 255
    },
    "ownerType": {
      "type": "string",
      "enum": [
        "C",
        "T"
      ],
      "description": "C: individual, T: organisation."
    },
    "phone": {
      "type": "string",
      "minLength": 1,
      "maxLength": 32
    },
    "registeredDate": {
      "type": "string",
      "format": "date"
    },
    "wardName": {
      "type": "string",
      "maxLength": 255
    }
  }
} as const;

export const MaintainDomainListSchema = {
  "type": "array",
  "description": "A maintained-domains report (or one sub-list of it), as a request body.",
  "minItems": 1,
  "items": {
    "type": "object",
    "description": "One maintained domain of a registrar's report (one element of an uploaded array).\nRequired fields follow VNNIC v1.0 (the seed does not say); `districtName` may be\nempty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025).\n",
    "required": [
      "domainName",
      "registeredDate",
      "expiredDate",
      "ownerName",
      "ownerType",
      "address",
      "cityName",
      "countryCode",
      "phone",
      "email",
      "adminName",
      "isAgentManager"
    ],
    "properties": {
      "address": {
        "type": "string",
        "minLength": 1,
        "maxLength": 500,
        "description": "Street part of the owner's address only."
      },
      "adminName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 255
      },
      "cityName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 255
      },
      "countryCode": {
        "type": "string",
        "pattern": "^[A-Z]{2}$",
        "description": "ISO 3166-1 alpha-2 code."
      },
      "districtName": {
        "type": "string",
        "maxLength": 255
      },
      "domainName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 253,
        "description": "Fully qualified domain name; IDNs in Unicode or punycode (xn--) form."
      },
      "email": {
        "type": "string",
        "format": "email",
        "maxLength": 254,
        "description": "Contact e-mail of the owner."
      },
      "expiredDate": {
        "type": "string",
        "format": "date"
      },
      "fax": {
        "type": "string",
        "maxLength": 32
      },
      "ianaNumber": {
        "type": "integer",
        "format": "int32",
        "minimum": 1,
        "description": "IANA number of the accredited registrar."
      },
      "is5LevelPlace": {
        "type": "boolean",
        "description": "Whether the address uses the old five-level form (with a district)."
      },
      "isAgentManager": {
        "type": "boolean"
      },
      "note": {
        "type": "string",
        "maxLength": 1000
      },
      "ownerName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 255
      },
      "ownerType": {
        "type": "string",
        "enum": [
          "C",
          "T"
        ],
        "description": "C: individual, T: organisation."
      },
      "phone": {
        "type": "string",
        "minLength": 1,
        "maxLength": 32
      },
      "registeredDate": {
        "type": "string",
        "format": "date"
      },
      "wardName": {
        "type": "string",
        "maxLength": 255
      }
    }
  }
} as const;

export const FluctuationDomainSchema = {
  "description": "One record of a fluctuation report (form VNNIC-07): a maintained-domain record plus\nthe action taken on it.\n",
  "allOf": [
    {
      "type": "object",
      "description": "One maintained domain of a registrar's report (one element of an uploaded array).\nRequired fields follow VNNIC v1.0 (the seed does not say); `districtName` may be\nempty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025).\n",
      "required": [
        "domainName",
        "registeredDate",
        "expiredDate",
        "ownerName",
        "ownerType",
        "address",
        "cityName",
        "countryCode",
        "phone",
        "email",
        "adminName",
        "isAgentManager"
      ],
      "properties": {
        "address": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500,
          "description": "Street part of the owner's address only."
        },
        "adminName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255
        },
        "cityName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255
        },
        "countryCode": {
          "type": "string",
          "pattern": "^[A-Z]{2}$",
          "description": "ISO 3166-1 alpha-2 code."
        },
        "districtName": {
          "type": "string",
          "maxLength": 255
        },
        "domainName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 253,
          "description": "Fully qualified domain name; IDNs in Unicode or punycode (xn--) form."
        },
        "email": {
          "type": "string",
          "format": "email",
          "maxLength": 254,
          "description": "Contact e-mail of the owner."
        },
        "expiredDate": {
          "type": "string",
          "format": "date"
        },
        "fax": {
          "type": "string",
          "maxLength": 32
        },
        "ianaNumber": {
          "type": "integer",
          "format": "int32",
          "minimum": 1,
          "description": "IANA number of the accredited registrar."
        },
        "is5LevelPlace": {
          "type": "boolean",
          "description": "Whether the address uses the old five-level form (with a district)."
        },
        "isAgentManager": {
          "type": "boolean"
        },
        "note": {
          "type": "string",
          "maxLength": 1000
        },
        "ownerName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255
        },
        "ownerType": {
          "type": "string",
          "enum": [
            "C",
            "T"
          ],
          "description": "C: individual, T: organisation."
        },
        "phone": {
          "type": "string",
          "minLength": 1,
          "maxLength": 32
        },
        "registeredDate": {
          "type": "string",
          "format": "date"
        },
        "wardName": {
          "type": "string",
          "maxLength": 255
        }
      }
    },
    {
      "type": "object",
      "required": [
        "action",
        "actionReason",
        "actionDate"
      ],
      "properties": {
        "action": {
          "type": "string",
          "enum": [
            "ADD",
            "REM",
            "CHANGE"
          ]
        },
        "actionReason": {
          "type": "string",
          "enum": [
            "C",
            "G",
            "D",
            "L",
            "U",
            "R",
            "O"
          ],
          "description": "ADD: C new registration, G transfer in. REM: D revoked, L transfer out.\nCHANGE: U owner details updated, R maintained, O right of use transferred.\n"
        },
        "actionSource": {
          "type": "string",
          "maxLength": 255,
          "description": "The other registrar in a transfer."
        },
        "actionDate": {
          "type": "string",
          "format": "date"
        }
      }
    }
  ]
} as const;

export const ReportRequestInfoSchema = {
  "type": "object",
  "description": "Summary record of one report request.",
  "required": [
    "id",
    "requestTime",
    "requestResult",
    "requestType",
    "totalDomain"
  ],
  "properties": {
    "id": {
      "type": "integer",
      "format": "int64",
      "description": "Identifier of the report request."
    },
    "link": {
      "type": "string",
      "description": "Where to read this report's status (GET)."
    },
    "requestTime": {
      "type": "string",
      "format": "date-time",
      "description": "ISO 8601 with milliseconds and the UTC designator."
    },
    "requestResult": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "SUCCESS",
            "FAILURE",
            "PENDING",
            "EXPIRED"
          ]
        },
        {
          "type": "string"
        },
        {
          "type": "integer"
        }
      ],
      "description": "v1.0 types it int (\"Kết quả xử lý\"); the seed, a string with FAILURE one value; so\neither.\nSUCCESS and FAILURE are known; the sub-list states are inferred: PENDING (a\nsub-list waiting for its merge), SUCCESS once it was merged (its `note` names the\nmerge's report), EXPIRED once it was dropped unmerged (an abandoned upload; the\nreference server drops a registrar's pending sub-lists together when none was\nadded for 24 hours). Clients must accept values not listed here: the type does.\n"
    },
    "requestType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "REPLACE",
            "UPDATE",
            "SUB_LIST"
          ]
        },
        {
          "type": "string"
        }
      ],
      "description": "REPLACE (maintain report) and UPDATE (fluctuation report) are known; SUB_LIST is\ninferred. Clients must accept values not listed here: the type does.\n"
    },
    "totalDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "description": "REPLACE: records in the maintained list after the report. SUB_LIST: records\npending so far (this and earlier sub-lists). UPDATE: records in this report.\n"
    },
    "addedDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0
    },
    "changedDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0
    },
    "removedDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0
    },
    "subListDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "description": "Records that came through sub-lists: in this sub-list (SUB_LIST), or merged (a\nREPLACE made by the merge); 0 for a full upload.\n"
    },
    "note": {
      "type": "string"
    }
  }
} as const;

export const PendingSubListsSchema = {
  "type": "object",
  "description": "The registrar's pending sub-lists (inferred): what a merge would apply now.\n",
  "required": [
    "totalDomain",
    "subLists"
  ],
  "properties": {
    "totalDomain": {
      "type": "integer",
      "format": "int32",
      "minimum": 0,
      "description": "Distinct records pending in all the sub-lists together."
    },
    "subLists": {
      "type": "array",
      "description": "Each pending sub-list's record (requestResult PENDING), oldest first.",
      "items": {
        "type": "object",
        "description": "Summary record of one report request.",
        "required": [
          "id",
          "requestTime",
          "requestResult",
          "requestType",
          "totalDomain"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "format": "int64",
            "description": "Identifier of the report request."
          },
          "link": {
            "type": "string",
            "description": "Where to read this report's status (GET)."
          },
          "requestTime": {
            "type": "string",
            "format": "date-time",
            "description": "ISO 8601 with milliseconds and the UTC designator."
          },
          "requestResult": {
            "anyOf": [
              {
                "type": "string",
                "enum": [
                  "SUCCESS",
                  "FAILURE",
                  "PENDING",
                  "EXPIRED"
                ]
              },
              {
                "type": "string"
              },
              {
                "type": "integer"
              }
            ],
            "description": "v1.0 types it int (\"Kết quả xử lý\"); the seed, a string with FAILURE one value; so\neither.\nSUCCESS and FAILURE are known; the sub-list states are inferred: PENDING (a\nsub-list waiting for its merge), SUCCESS once it was merged (its `note` names the\nmerge's report), EXPIRED once it was dropped unmerged (an abandoned upload; the\nreference server drops a registrar's pending sub-lists together when none was\nadded for 24 hours). Clients must accept values not listed here: the type does.\n"
          },
          "requestType": {
            "anyOf": [
              {
                "type": "string",
                "enum": [
                  "REPLACE",
                  "UPDATE",
                  "SUB_LIST"
                ]
              },
              {
                "type": "string"
              }
            ],
            "description": "REPLACE (maintain report) and UPDATE (fluctuation report) are known; SUB_LIST is\ninferred. Clients must accept values not listed here: the type does.\n"
          },
          "totalDomain": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "description": "REPLACE: records in the maintained list after the report. SUB_LIST: records\npending so far (this and earlier sub-lists). UPDATE: records in this report.\n"
          },
          "addedDomain": {
            "type": "integer",
            "format": "int32",
            "minimum": 0
          },
          "changedDomain": {
            "type": "integer",
            "format": "int32",
            "minimum": 0
          },
          "removedDomain": {
            "type": "integer",
            "format": "int32",
            "minimum": 0
          },
          "subListDomain": {
            "type": "integer",
            "format": "int32",
            "minimum": 0,
            "description": "Records that came through sub-lists: in this sub-list (SUB_LIST), or merged (a\nREPLACE made by the merge); 0 for a full upload.\n"
          },
          "note": {
            "type": "string"
          }
        }
      }
    },
    "expiresAt": {
      "type": "string",
      "format": "date-time",
      "description": "When the pending sub-lists expire unless another is added (absent when none is pending)."
    }
  }
} as const;

export const ShortDomainRegistrarSchema = {
  "type": "object",
  "description": "Shortened domain registrar record (list of domains).",
  "properties": {
    "domainName": {
      "type": "string"
    },
    "domainLabel": {
      "type": "string"
    },
    "tldName": {
      "type": "string"
    },
    "registeredDate": {
      "type": "string",
      "format": "date"
    },
    "expiredDate": {
      "type": "string",
      "format": "date"
    }
  }
} as const;

export const DomainRegistrarSchema = {
  "type": "object",
  "description": "Domain registrar record (one domain, as VNNIC holds it).",
  "properties": {
    "domainName": {
      "type": "string"
    },
    "domainLabel": {
      "type": "string"
    },
    "tldName": {
      "type": "string"
    },
    "registeredDate": {
      "type": "string",
      "format": "date"
    },
    "expiredDate": {
      "type": "string",
      "format": "date"
    },
    "ownerName": {
      "type": "string"
    },
    "ownerType": {
      "type": "string"
    },
    "address": {
      "type": "string"
    },
    "fullAddress": {
      "type": "string"
    },
    "wardName": {
      "type": "string"
    },
    "districtName": {
      "type": "string"
    },
    "cityName": {
      "type": "string"
    },
    "countryCode": {
      "type": "string"
    },
    "phone": {
      "type": "string"
    },
    "email": {
      "type": "string"
    },
    "fax": {
      "type": "string"
    },
    "adminName": {
      "type": "string"
    },
    "isAgentManager": {
      "type": "boolean"
    },
    "icannRegistrarName": {
      "type": "string"
    },
    "note": {
      "type": "string"
    }
  }
} as const;

export const RegistrarSchema = {
  "type": "object",
  "properties": {
    "registrarName": {
      "type": "string"
    },
    "registrarTradeName": {
      "type": "string"
    }
  }
} as const;

export const CountrySchema = {
  "type": "object",
  "properties": {
    "alpha2Code": {
      "type": "string"
    },
    "alpha3Code": {
      "type": "string"
    },
    "fullName": {
      "type": "string"
    },
    "shortName": {
      "type": "string"
    }
  }
} as const;

export const CitySchema = {
  "type": "object",
  "description": "A province or centrally-run city.",
  "properties": {
    "cityId": {
      "type": "integer"
    },
    "shortName": {
      "type": "string"
    },
    "fullName": {
      "type": "string"
    },
    "alpha3Code": {
      "type": "string"
    },
    "placeType": {
      "type": "string"
    }
  }
} as const;

export const DistrictSchema = {
  "type": "object",
  "properties": {
    "districtId": {
      "type": "integer"
    },
    "districtName": {
      "type": "string"
    },
    "cityId": {
      "type": "integer"
    },
    "cityName": {
      "type": "string"
    },
    "placeType": {
      "type": "string"
    }
  }
} as const;

export const WardSchema = {
  "type": "object",
  "description": "A ward (v1.0 §2.7-2.8). A ward of the current two-level service has no `districtId` or\n`districtName`: inferred (v1.0 predates the 1 July 2025 reform; no source shows it).\n",
  "properties": {
    "wardId": {
      "type": "integer"
    },
    "wardName": {
      "type": "string"
    },
    "districtId": {
      "type": "integer"
    },
    "districtName": {
      "type": "string"
    },
    "cityId": {
      "type": "integer"
    },
    "cityName": {
      "type": "string"
    },
    "placeType": {
      "type": "string"
    }
  }
} as const;
