/**
 * Every operation with its SDK name, summary, effect and the JSON Schema of its arguments, for the CLI's MCP server (`cdrapi mcp`).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

/** An operation of the document, as `cdrapi mcp` offers it. */
export interface CatalogEntry {
  operationId: string;
  /** The package (x-package). */
  group: string;
  /** The SDK's name of its method (`vms.reboot`). */
  name: string;
  method: string;
  path: string;
  summary: string;
  /** x-effect, or derived from the method (a GET reads, a DELETE destroys). */
  effect: "read" | "write" | "destructive";
  /** Takes no credentials (a login, a sign-up). */
  anonymous: boolean;
  /** The path template's parameter of each SDK argument name (`serviceId` -> `id`). */
  pathNames: Readonly<Record<string, string>>;
  /** The JSON Schema of `{ path, query, body }`. */
  input: { type: "object"; properties: Record<string, unknown>; required: readonly string[]; additionalProperties: false };
  /** The states its waiter knows (x-sdk-waiter). */
  waiter?: { states: readonly string[] };
}

export const catalog: readonly CatalogEntry[] = [
 {
  "operationId": "uploadMaintainDomainReportUsingPOST",
  "group": "reporting",
  "name": "reports.uploadMaintainDomains",
  "method": "POST",
  "path": "/v1/reports/maintain-domains",
  "summary": "Upload list of maintain domains report",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
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
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getPendingSubListsOfMaintainDomainReportUsingGET",
  "group": "reporting",
  "name": "reports.listPendingSubLists",
  "method": "GET",
  "path": "/v1/reports/maintain-domains/sub-lists",
  "summary": "Get the pending sub-lists of the maintain domains report",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "uploadSubListOfMaintainDomainReportUsingPOST",
  "group": "reporting",
  "name": "reports.uploadMaintainDomainSubList",
  "method": "POST",
  "path": "/v1/reports/maintain-domains/sub-lists",
  "summary": "Upload sub-list of maintain domains report",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
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
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "mergeAllSubListOfMaintainDomainReportUsingPUT",
  "group": "reporting",
  "name": "reports.mergeSubLists",
  "method": "PUT",
  "path": "/v1/reports/maintain-domains/sub-lists/merge",
  "summary": "Merge all sub-list of maintain domains report",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "uploadFluctuationDomainReportUsingPOST",
  "group": "reporting",
  "name": "reports.uploadFluctuations",
  "method": "POST",
  "path": "/v1/reports/fluctuation-domains",
  "summary": "Upload list of fluctuation domains report",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "array",
     "items": {
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
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getStatusOfReportUsingGET",
  "group": "reporting",
  "name": "reports.getStatus",
  "method": "GET",
  "path": "/v1/reports/{id}",
  "summary": "Get status of report",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "reportId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "reportId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the report request (ReportRequestInfo.id)."
      }
     },
     "required": [
      "reportId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfDomainsUsingGET",
  "group": "reporting",
  "name": "domains.list",
  "method": "GET",
  "path": "/v1/registrars/domains",
  "summary": "Get all list of domains",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getDomainByNameUsingGET",
  "group": "reporting",
  "name": "domains.get",
  "method": "GET",
  "path": "/v1/registrars/domains/{domainName}",
  "summary": "Get a domain by name",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainName": "domainName"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainName": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Domain name (an IDN in its Unicode or punycode form)."
      }
     },
     "required": [
      "domainName"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllRegistrarsOfIcannUsingGET",
  "group": "reporting",
  "name": "registrars.listIcann",
  "method": "GET",
  "path": "/v1/categories/icann-registrars",
  "summary": "Get all registrars of ICANN",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfCountriesUsingGET",
  "group": "reporting",
  "name": "places.listCountries",
  "method": "GET",
  "path": "/v1/places/countries",
  "summary": "Get all list of countries",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfProvincesUsingGET",
  "group": "reporting",
  "name": "places.listProvinces",
  "method": "GET",
  "path": "/v1/places/provinces",
  "summary": "Get all list of provinces",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfDistrictsUsingGET",
  "group": "reporting",
  "name": "places.listDistricts",
  "method": "GET",
  "path": "/v1/places/districts",
  "summary": "Get all list of districts",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfDistrictsByCityIdUsingGET",
  "group": "reporting",
  "name": "places.listDistrictsByCity",
  "method": "GET",
  "path": "/v1/places/districts/{cityId}",
  "summary": "Get all list of districts by city ID",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "cityId": "cityId"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "cityId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Province (city) identifier, a string of digits that keeps its leading zeros (v1.0's example:\n`/places/districts/001`). The 1-3 digit pattern is the SDK's own check, not VNNIC's."
      }
     },
     "required": [
      "cityId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfWardsUsingGET",
  "group": "reporting",
  "name": "places.listWards",
  "method": "GET",
  "path": "/v1/places/wards",
  "summary": "Get all list of wards",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "getAllListOfWardsByDistrictIdUsingGET",
  "group": "reporting",
  "name": "places.listWardsByDistrict",
  "method": "GET",
  "path": "/v1/places/wards/{districtId}",
  "summary": "Get all list of wards by district ID",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "districtId": "districtId"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "districtId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "District identifier, a string of digits that keeps its leading zeros (v1.0's example:\n`/places/wards/101`). The 1-5 digit pattern is the SDK's own check, not VNNIC's."
      }
     },
     "required": [
      "districtId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_resources",
  "group": "compute",
  "name": "vms.getResources",
  "method": "GET",
  "path": "/service/{id}/resources",
  "summary": "Resources",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_listVms",
  "group": "compute",
  "name": "vms.list",
  "method": "GET",
  "path": "/service/{id}/vms",
  "summary": "List VMs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_createVm",
  "group": "compute",
  "name": "vms.create",
  "method": "POST",
  "path": "/service/{id}/vms",
  "summary": "Create VM",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "label": {
       "type": "string"
      },
      "template_id": {
       "type": "string"
      },
      "template": {
       "type": "string"
      },
      "password": {
       "type": "string",
       "format": "password"
      },
      "memory": {
       "description": "MB.",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "cpu": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "cpu_share": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "disk": {
       "description": "GB.",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "swap": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "note": {
       "type": "string"
      },
      "license_key": {
       "type": "string"
      },
      "license_type": {
       "type": "string"
      },
      "interface": {
       "type": "array",
       "items": {}
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_upgradeOptions",
  "group": "compute",
  "name": "vms.getUpgradeOptions",
  "method": "GET",
  "path": "/service/{id}/upgrade",
  "summary": "Upgrade Options",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_upgradeRequest",
  "group": "compute",
  "name": "vms.requestUpgrade",
  "method": "POST",
  "path": "/service/{id}/upgrade",
  "summary": "Upgrade Request",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
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
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_rebuildTemplates",
  "group": "compute",
  "name": "vms.listRebuildTemplates",
  "method": "GET",
  "path": "/service/{id}/templates/{vmid}",
  "summary": "List VM rebuild templates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_memoryUsage",
  "group": "compute",
  "name": "vms.getMemoryUsage",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/usage/memory",
  "summary": "VM Memory Usage graph",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_listIsoImages",
  "group": "compute",
  "name": "vms.listIsoImages",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/images",
  "summary": "List ISO images",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_mountIsoImage",
  "group": "compute",
  "name": "vms.mountIsoImage",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/images",
  "summary": "Mount ISO image",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "properties": {
      "image": {
       "type": "string",
       "description": "ISO image name; empty or absent unmounts the mounted image.\n"
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_bootOrder",
  "group": "compute",
  "name": "vms.setBootOrder",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/boot",
  "summary": "Boot Order",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
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
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_enablePxe",
  "group": "compute",
  "name": "vms.enablePxe",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/tuntap",
  "summary": "Enable PXE",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "properties": {
      "state": {
       "type": "string",
       "description": "`on` or `off`.\n"
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Virtual Machine_listOsTemplates",
  "group": "compute",
  "name": "vms.listTemplates",
  "method": "GET",
  "path": "/service/{id}/templates",
  "summary": "List OS templates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "page": {
       "type": "integer",
       "minimum": 1,
       "description": "Page number."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_getVm",
  "group": "compute",
  "name": "vms.get",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}",
  "summary": "Get VM details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  },
  "waiter": {
   "states": [
    "running",
    "stopped",
    "starting",
    "stopping",
    "rebooting",
    "creating"
   ]
  }
 },
 {
  "operationId": "Cloud Instance_resizeVm",
  "group": "compute",
  "name": "vms.resize",
  "method": "PUT",
  "path": "/service/{id}/vms/{vmid}",
  "summary": "Resize VM",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "memory": {
       "description": "MB.",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "cpu": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "cpu_share": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_destroyVm",
  "group": "compute",
  "name": "vms.destroy",
  "method": "DELETE",
  "path": "/service/{id}/vms/{vmid}",
  "summary": "Destroy VM",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_stop",
  "group": "compute",
  "name": "vms.stop",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/stop",
  "summary": "Stop VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_start",
  "group": "compute",
  "name": "vms.start",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/start",
  "summary": "Start VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_reboot",
  "group": "compute",
  "name": "vms.reboot",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/reboot",
  "summary": "Reboot VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "iso": {
       "type": "string",
       "description": "Optional: ISO image to boot from.\n"
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_resetPassword",
  "group": "compute",
  "name": "vms.resetPassword",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/resetpwd",
  "summary": "Reset VM password",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Virtualizor Services_listRebuildTemplates",
  "group": "compute",
  "name": "vms.listVirtualizorTemplates",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/rebuild",
  "summary": "List rebuild templates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "template": {
       "type": "string"
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_rebuild",
  "group": "compute",
  "name": "vms.rebuild",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/rebuild",
  "summary": "Rebuild VM",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "template": {
       "type": "string",
       "description": "Template to rebuild from."
      },
      "license_key": {
       "type": "string"
      },
      "license_type": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listIps",
  "group": "compute",
  "name": "vms.listIps",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/ips",
  "summary": "List VM IPs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "type": {
       "type": "string",
       "description": "ipv4 or ipv6."
      },
      "iface": {
       "type": "string",
       "description": "Interface number."
      },
      "bridge": {
       "type": "string",
       "description": "Bridge."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_assignIp",
  "group": "compute",
  "name": "vms.assignIp",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/ips",
  "summary": "Assign IP to VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "ipid": {
       "type": "string",
       "description": "IP address id."
      },
      "interfaceid": {
       "type": "string",
       "description": "Interface id."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_removeIp",
  "group": "compute",
  "name": "vms.removeIp",
  "method": "DELETE",
  "path": "/service/{id}/vms/{vmid}/ips/{ipid}",
  "summary": "Remove IP from VM",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "ipId": "ipid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "ipId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "IP address identifier."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "ipId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "interfaceid": {
       "type": "string",
       "description": "Interface id."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listInterfaces",
  "group": "compute",
  "name": "vms.listInterfaces",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/interfaces",
  "summary": "List VM network interfaces",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listAvailableIps",
  "group": "compute",
  "name": "vms.listAvailableIps",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/interfaces/{iface}/ips",
  "summary": "List available IPs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "interfaceId": "iface"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "interfaceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Interface name or id, e.g. `0` or `net0`."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "interfaceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_getCpuUsage",
  "group": "compute",
  "name": "vms.getCpuUsage",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/usage/cpu",
  "summary": "VM CPU usage graph",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_getNetworkUsage",
  "group": "compute",
  "name": "vms.getNetworkUsage",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/usage/net",
  "summary": "VM network usage graph",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_getDiskUsage",
  "group": "compute",
  "name": "vms.getDiskUsage",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/usage/disk",
  "summary": "VM disk usage graph",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listDisks",
  "group": "compute",
  "name": "vms.listDisks",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/storage",
  "summary": "List disks",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_resizeDisk",
  "group": "compute",
  "name": "vms.resizeDisk",
  "method": "PUT",
  "path": "/service/{id}/vms/{vmid}/storage/{diskid}",
  "summary": "Resize disk",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "diskId": "diskid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "diskId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Disk identifier."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "diskId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "size": {
       "description": "New size in GB.",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listServiceIsoImages",
  "group": "compute",
  "name": "vms.listServiceIsoImages",
  "method": "GET",
  "path": "/service/{id}/images",
  "summary": "List ISO images (service)",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_addIsoImage",
  "group": "compute",
  "name": "vms.addIsoImage",
  "method": "POST",
  "path": "/service/{id}/images",
  "summary": "Add ISO image",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "label": {
       "type": "string"
      },
      "file_url": {
       "type": "string"
      },
      "min_memory": {
       "type": "string"
      },
      "version": {
       "type": "string"
      },
      "os": {
       "type": "string",
       "description": "Windows, Linux or Freebsd."
      },
      "distro": {
       "type": "string"
      },
      "virtualization": {
       "type": "string",
       "description": "xen, kvm or kvm_virtio."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_listReverseDns",
  "group": "compute",
  "name": "vms.listReverseDns",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/rdns",
  "summary": "VM reverse DNS",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_updateReverseDns",
  "group": "compute",
  "name": "vms.updateReverseDns",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/rdns",
  "summary": "Update VM rDNS",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "ipaddress": {
       "type": "object",
       "description": "IP address -> hostname.",
       "additionalProperties": {
        "type": "string"
       }
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud Instance_rebuildNetwork",
  "group": "compute",
  "name": "vms.rebuildNetwork",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/rebuild_network",
  "summary": "Rebuild network",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "shutdown_type": {
       "type": "string"
      },
      "force": {
       "type": "string"
      },
      "startup": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Virtualizor Services_suspend",
  "group": "compute",
  "name": "vms.suspend",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/suspend",
  "summary": "Suspend VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Virtualizor Services_unsuspend",
  "group": "compute",
  "name": "vms.unsuspend",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/unsuspend",
  "summary": "Unsuspend VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Virtualizor Services_changeSshKey",
  "group": "compute",
  "name": "vms.setSshKeys",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/addsshkey",
  "summary": "Change SSH key",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "keys": {
       "type": "array",
       "items": {
        "type": "string"
       },
       "description": "SSH key ids."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_reboot",
  "group": "compute",
  "name": "gpu.reboot",
  "method": "PUT",
  "path": "/service/{id}/vms/reboot",
  "summary": "Reboot VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_stop",
  "group": "compute",
  "name": "gpu.stop",
  "method": "PUT",
  "path": "/service/{id}/vms/stop",
  "summary": "Stop VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_start",
  "group": "compute",
  "name": "gpu.start",
  "method": "PUT",
  "path": "/service/{id}/vms/start",
  "summary": "Start VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_listFirewallRules",
  "group": "compute",
  "name": "gpu.listFirewallRules",
  "method": "GET",
  "path": "/service/{id}/vms/firewall",
  "summary": "Get firewall rules",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_addFirewallRule",
  "group": "compute",
  "name": "gpu.addFirewallRule",
  "method": "POST",
  "path": "/service/{id}/vms/firewall",
  "summary": "Add firewall rule",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "action": {
       "type": "string",
       "description": "accept or drop."
      },
      "type": {
       "type": "string",
       "description": "source, destination or both."
      },
      "comment": {
       "type": "string"
      },
      "protocol": {
       "type": "string",
       "description": "tcp, udp or icmp."
      },
      "address_start": {
       "type": "string"
      },
      "address_end": {
       "type": "string"
      },
      "port_start": {
       "type": "string"
      },
      "port_end": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cloud GPU_removeFirewallRule",
  "group": "compute",
  "name": "gpu.removeFirewallRule",
  "method": "DELETE",
  "path": "/service/{id}/vms/firewall/{position}",
  "summary": "Remove firewall rule",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "position": "position"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "position": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Rule position."
      }
     },
     "required": [
      "serviceId",
      "position"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "public cloud VM_rescue",
  "group": "compute",
  "name": "vms.rescue",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/rescue",
  "summary": "Rescue VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "public cloud VM_unrescue",
  "group": "compute",
  "name": "vms.unrescue",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/unrescue",
  "summary": "Unrescue VM",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "public cloud VM_console",
  "group": "compute",
  "name": "vms.getConsole",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/console",
  "summary": "Console",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "public cloud VM_usage",
  "group": "compute",
  "name": "vms.getUsage",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/usage",
  "summary": "VM usage",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listOsTemplates",
  "group": "compute",
  "name": "servers.listOsTemplates",
  "method": "GET",
  "path": "/service/{id}/reinstall/templates",
  "summary": "List OS templates and recipes",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listDiagnosticsTemplates",
  "group": "compute",
  "name": "servers.listDiagnosticsTemplates",
  "method": "GET",
  "path": "/service/{id}/diag/templates",
  "summary": "List diagnostics templates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_getDiagnostics",
  "group": "compute",
  "name": "servers.getDiagnostics",
  "method": "GET",
  "path": "/service/{id}/diag",
  "summary": "Diagnostics status",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_runDiagnostics",
  "group": "compute",
  "name": "servers.runDiagnostics",
  "method": "POST",
  "path": "/service/{id}/diag",
  "summary": "Run diagnostics",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "template": {
       "type": "string"
      },
      "clearhdd": {
       "type": "string"
      },
      "fullhddclear": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_cancelDiagnostics",
  "group": "compute",
  "name": "servers.cancelDiagnostics",
  "method": "POST",
  "path": "/service/{id}/diag/cancel",
  "summary": "Cancel diagnostics",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listRescueTemplates",
  "group": "compute",
  "name": "servers.listRescueTemplates",
  "method": "GET",
  "path": "/service/{id}/rescue/templates",
  "summary": "List rescue templates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_getRescue",
  "group": "compute",
  "name": "servers.getRescue",
  "method": "GET",
  "path": "/service/{id}/rescue",
  "summary": "Rescue status",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_startRescue",
  "group": "compute",
  "name": "servers.startRescue",
  "method": "POST",
  "path": "/service/{id}/rescue",
  "summary": "Start rescue",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "template": {
       "type": "string"
      },
      "password": {
       "type": "string",
       "format": "password"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_cancelRescue",
  "group": "compute",
  "name": "servers.cancelRescue",
  "method": "POST",
  "path": "/service/{id}/rescue/cancel",
  "summary": "Cancel rescue",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_getInfo",
  "group": "compute",
  "name": "servers.getInfo",
  "method": "GET",
  "path": "/service/{id}/info",
  "summary": "Server info",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_setHostname",
  "group": "compute",
  "name": "servers.setHostname",
  "method": "POST",
  "path": "/service/{id}/hostname",
  "summary": "Update hostname",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "hostname": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listIps",
  "group": "compute",
  "name": "servers.listIps",
  "method": "GET",
  "path": "/service/{id}/ips",
  "summary": "List IPs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_addIp",
  "group": "compute",
  "name": "servers.addIp",
  "method": "POST",
  "path": "/service/{id}/ips",
  "summary": "Add IP",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "vlan": {
       "type": "string"
      },
      "domain": {
       "type": "string"
      },
      "num": {
       "description": "How many IPs.",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listVlans",
  "group": "compute",
  "name": "servers.listVlans",
  "method": "GET",
  "path": "/service/{id}/vlans",
  "summary": "List VLANs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_getIp",
  "group": "compute",
  "name": "servers.getIp",
  "method": "GET",
  "path": "/service/{id}/ips/{ip}",
  "summary": "IP details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "ipId": "ip"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "ipId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "IP address identifier."
      }
     },
     "required": [
      "serviceId",
      "ipId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_updateIp",
  "group": "compute",
  "name": "servers.updateIp",
  "method": "POST",
  "path": "/service/{id}/ips/{ip}",
  "summary": "Edit IP",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "ipId": "ip"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "ipId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "IP address identifier."
      }
     },
     "required": [
      "serviceId",
      "ipId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "domain": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_deleteIp",
  "group": "compute",
  "name": "servers.deleteIp",
  "method": "DELETE",
  "path": "/service/{id}/ips/{ip}",
  "summary": "Delete IP",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "ipId": "ip"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "ipId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "IP address identifier."
      }
     },
     "required": [
      "serviceId",
      "ipId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_reboot",
  "group": "compute",
  "name": "servers.reboot",
  "method": "POST",
  "path": "/service/{id}/reboot",
  "summary": "Reboot",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_powerOff",
  "group": "compute",
  "name": "servers.powerOff",
  "method": "POST",
  "path": "/service/{id}/poweroff",
  "summary": "Power off",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_powerOn",
  "group": "compute",
  "name": "servers.powerOn",
  "method": "POST",
  "path": "/service/{id}/poweron",
  "summary": "Power on",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Dedicated Servers_listInStock",
  "group": "compute",
  "name": "servers.listInStock",
  "method": "GET",
  "path": "/serverstock",
  "summary": "List servers in stock",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_getReinstallOptions",
  "group": "compute",
  "name": "hosting.getReinstallOptions",
  "method": "GET",
  "path": "/service/{id}/reinstall",
  "summary": "Reinstall details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_reinstall",
  "group": "compute",
  "name": "hosting.reinstall",
  "method": "POST",
  "path": "/service/{id}/reinstall",
  "summary": "Reinstall server",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "profile": {
       "type": "string"
      },
      "rootpassword": {
       "type": "string",
       "format": "password"
      },
      "adminuser": {
       "type": "string"
      },
      "userpassword": {
       "type": "string",
       "format": "password"
      },
      "packageselection": {
       "type": "string"
      },
      "extra1": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_getPowerStatus",
  "group": "compute",
  "name": "hosting.getPowerStatus",
  "method": "GET",
  "path": "/service/{id}/status",
  "summary": "Server power status",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_getBandwidth",
  "group": "compute",
  "name": "hosting.getBandwidth",
  "method": "GET",
  "path": "/service/{id}/bandwidth",
  "summary": "Bandwidth usage",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_getBandwidthGraphs",
  "group": "compute",
  "name": "hosting.getBandwidthGraphs",
  "method": "GET",
  "path": "/service/{id}/bandwidth-graphs",
  "summary": "Bandwidth graph",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Hosting Services_reset",
  "group": "compute",
  "name": "hosting.reset",
  "method": "POST",
  "path": "/service/{id}/reset",
  "summary": "Reset server",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Colocation_listPduPorts",
  "group": "compute",
  "name": "colocation.listPduPorts",
  "method": "GET",
  "path": "/service/{id}/pdu",
  "summary": "PDU ports",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Colocation_getPduPort",
  "group": "compute",
  "name": "colocation.getPduPort",
  "method": "GET",
  "path": "/service/{id}/pdu/{port}",
  "summary": "PDU port state",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "port": "port"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "port": {
       "type": [
        "string",
        "integer"
       ],
       "description": "PDU port."
      }
     },
     "required": [
      "serviceId",
      "port"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Colocation_setPduPort",
  "group": "compute",
  "name": "colocation.setPduPort",
  "method": "POST",
  "path": "/service/{id}/pdu/{port}",
  "summary": "Set PDU port status",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "port": "port"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "port": {
       "type": [
        "string",
        "integer"
       ],
       "description": "PDU port."
      }
     },
     "required": [
      "serviceId",
      "port"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "power": {
       "type": "string",
       "description": "'true' = ON, 'false' = OFF.",
       "enum": [
        "true",
        "false"
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Status_list",
  "group": "compute",
  "name": "statuses.list",
  "method": "GET",
  "path": "/statuses",
  "summary": "List statuses",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "status": {
       "type": "string",
       "description": "Filter by status."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Status_get",
  "group": "compute",
  "name": "statuses.get",
  "method": "PUT",
  "path": "/statuses/{id}",
  "summary": "Status details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "statusId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "statusId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the status."
      }
     },
     "required": [
      "statusId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "LocationV2_listCountries",
  "group": "compute",
  "name": "locations.listCountries",
  "method": "GET",
  "path": "/location_v2/countries",
  "summary": "Countries list",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "LocationV2_listStates",
  "group": "compute",
  "name": "locations.listStates",
  "method": "GET",
  "path": "/location_v2/{code}/state",
  "summary": "Get state",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "countryCode": "code"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "countryCode": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Country code, e.g. `79` (an id from the portal's country list)."
      }
     },
     "required": [
      "countryCode"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "LocationV2_listCities",
  "group": "compute",
  "name": "locations.listCities",
  "method": "GET",
  "path": "/location_v2/state/{id}/city",
  "summary": "Get city",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "stateId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "stateId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the state."
      }
     },
     "required": [
      "stateId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "LocationV2_listCitiesByStateName",
  "group": "compute",
  "name": "locations.listCitiesByStateName",
  "method": "GET",
  "path": "/location_v2/state/city/{name}",
  "summary": "Get city by state name",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "stateName": "name"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "stateName": {
       "type": [
        "string",
        "integer"
       ],
       "description": "State name."
      }
     },
     "required": [
      "stateName"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Utility_login",
  "group": "account",
  "name": "auth.login",
  "method": "POST",
  "path": "/login",
  "summary": "Login",
  "effect": "write",
  "anonymous": true,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
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
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Utility_refreshToken",
  "group": "account",
  "name": "auth.refresh",
  "method": "POST",
  "path": "/token",
  "summary": "Refresh Token",
  "effect": "write",
  "anonymous": true,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
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
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Utility_logout",
  "group": "account",
  "name": "auth.logout",
  "method": "POST",
  "path": "/logout",
  "summary": "Logout",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Utility_revokeToken",
  "group": "account",
  "name": "auth.revoke",
  "method": "POST",
  "path": "/revoke",
  "summary": "Revoke Token",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "properties": {
      "refresh_token": {
       "type": "string",
       "description": "The refresh token to revoke.\n"
      }
     }
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Utility_passwordReset",
  "group": "account",
  "name": "auth.requestPasswordReset",
  "method": "POST",
  "path": "/passwordreset",
  "summary": "Password reset",
  "effect": "write",
  "anonymous": true,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "email": {
       "type": "string",
       "description": "E-mail address of the account."
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_signUp",
  "group": "account",
  "name": "profile.signUp",
  "method": "POST",
  "path": "/signup",
  "summary": "Sign up",
  "effect": "write",
  "anonymous": true,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "type": {
       "type": "string"
      },
      "firstname": {
       "type": "string"
      },
      "lastname": {
       "type": "string"
      },
      "email": {
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
      "postcode": {
       "type": "string"
      },
      "state": {
       "type": "string"
      },
      "city": {
       "type": "string"
      },
      "country": {
       "type": "string"
      },
      "phonenumber": {
       "type": "string"
      },
      "password": {
       "type": "string",
       "format": "password"
      },
      "currency": {
       "type": "string"
      },
      "taxid": {
       "type": "string"
      },
      "gender": {
       "type": "string"
      },
      "nationalid": {
       "type": "string"
      },
      "birthday": {
       "type": "string",
       "description": "dd/mm/yyyy.\n"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_userDetails",
  "group": "account",
  "name": "profile.get",
  "method": "GET",
  "path": "/details",
  "summary": "User Details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_updateUserDetails",
  "group": "account",
  "name": "profile.update",
  "method": "PUT",
  "path": "/details",
  "summary": "Update User Details",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "type": {
       "type": "string"
      },
      "firstname": {
       "type": "string"
      },
      "lastname": {
       "type": "string"
      },
      "email": {
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
      "postcode": {
       "type": "string"
      },
      "state": {
       "type": "string"
      },
      "city": {
       "type": "string"
      },
      "country": {
       "type": "string"
      },
      "phonenumber": {
       "type": "string"
      },
      "tckno": {
       "type": "string"
      },
      "tcknyear": {
       "type": "string"
      },
      "taxno": {
       "type": "string"
      },
      "taxoffice": {
       "type": "string"
      },
      "passport": {
       "type": "string"
      },
      "taxid": {
       "type": "string"
      },
      "gender": {
       "type": "string"
      },
      "nationalid": {
       "type": "string"
      },
      "birthday": {
       "type": "string"
      },
      "bankname": {
       "type": "string"
      },
      "bankaccount": {
       "type": "string"
      },
      "bankaccountname": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_userLogs",
  "group": "account",
  "name": "profile.listLogs",
  "method": "GET",
  "path": "/logs",
  "summary": "User Logs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_listNotifications",
  "group": "account",
  "name": "notifications.list",
  "method": "GET",
  "path": "/notifications",
  "summary": "List all portal notifications",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "rel_type": {
       "type": "string",
       "description": "Optional filter: type of the related item."
      },
      "rel_id": {
       "type": "string",
       "description": "Optional filter: id of the related item."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_listNewNotifications",
  "group": "account",
  "name": "notifications.listNew",
  "method": "GET",
  "path": "/notifications/new",
  "summary": "List new portal notifications",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "rel_type": {
       "type": "string",
       "description": "Optional filter: type of the related item."
      },
      "rel_id": {
       "type": "string",
       "description": "Optional filter: id of the related item."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Client area_acknowledgeNotification",
  "group": "account",
  "name": "notifications.acknowledge",
  "method": "PUT",
  "path": "/notifications/{id}/ack",
  "summary": "Acknowledge notification",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "notificationId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "notificationId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the notification."
      }
     },
     "required": [
      "notificationId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Contact_listContacts",
  "group": "account",
  "name": "contacts.list",
  "method": "GET",
  "path": "/contact",
  "summary": "List contacts",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Contact_addContact",
  "group": "account",
  "name": "contacts.create",
  "method": "POST",
  "path": "/contact",
  "summary": "Add contact",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "type": {
       "type": "string"
      },
      "firstname": {
       "type": "string"
      },
      "lastname": {
       "type": "string"
      },
      "email": {
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
      "postcode": {
       "type": "string"
      },
      "state": {
       "type": "string"
      },
      "city": {
       "type": "string"
      },
      "country": {
       "type": "string"
      },
      "phonenumber": {
       "type": "string"
      },
      "password": {
       "type": "string",
       "format": "password",
       "description": "Optional: lets the contact log in."
      },
      "privileges": {
       "type": "object",
       "description": "As GET /contact/privileges formats it.",
       "additionalProperties": true,
       "properties": {}
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Contact_contactPrivileges",
  "group": "account",
  "name": "contacts.listPrivileges",
  "method": "GET",
  "path": "/contact/privileges",
  "summary": "Contact privileges",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Contact_getContact",
  "group": "account",
  "name": "contacts.get",
  "method": "GET",
  "path": "/contact/{id}",
  "summary": "Get contacts details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "contactId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "contactId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the contact."
      }
     },
     "required": [
      "contactId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Contact_editContact",
  "group": "account",
  "name": "contacts.update",
  "method": "PUT",
  "path": "/contact/{id}",
  "summary": "Edit contact",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "contactId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "contactId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the contact."
      }
     },
     "required": [
      "contactId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "type": {
       "type": "string"
      },
      "firstname": {
       "type": "string"
      },
      "lastname": {
       "type": "string"
      },
      "email": {
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
      "postcode": {
       "type": "string"
      },
      "state": {
       "type": "string"
      },
      "city": {
       "type": "string"
      },
      "country": {
       "type": "string"
      },
      "phonenumber": {
       "type": "string"
      },
      "privileges": {
       "type": "object",
       "description": "As GET /contact/privileges formats it.",
       "additionalProperties": true,
       "properties": {}
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_summary",
  "group": "account",
  "name": "affiliate.getSummary",
  "method": "GET",
  "path": "/affiliates/summary",
  "summary": "Affiliate summary",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_campaigns",
  "group": "account",
  "name": "affiliate.listCampaigns",
  "method": "GET",
  "path": "/affiliates/campaigns",
  "summary": "Affiliate campaigns",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_commissions",
  "group": "account",
  "name": "affiliate.listCommissions",
  "method": "GET",
  "path": "/affiliates/commissions",
  "summary": "Affiliate commissions",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_payouts",
  "group": "account",
  "name": "affiliate.listPayouts",
  "method": "GET",
  "path": "/affiliates/payouts",
  "summary": "Affiliate payouts",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_vouchers",
  "group": "account",
  "name": "affiliate.listVouchers",
  "method": "GET",
  "path": "/affiliates/vouchers",
  "summary": "Affiliate vouchers",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Affiliate_commissionPlans",
  "group": "account",
  "name": "affiliate.listCommissionPlans",
  "method": "GET",
  "path": "/affiliates/commissionplans",
  "summary": "Affiliate commission plans",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_getBalance",
  "group": "billing",
  "name": "billing.getBalance",
  "method": "GET",
  "path": "/balance",
  "summary": "Account balance",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_listInvoices",
  "group": "billing",
  "name": "invoices.list",
  "method": "GET",
  "path": "/invoice",
  "summary": "List invoices",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "page": {
       "type": "integer",
       "minimum": 1,
       "description": "Page number."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_getInvoice",
  "group": "billing",
  "name": "invoices.get",
  "method": "GET",
  "path": "/invoice/{id}",
  "summary": "Invoice details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "invoiceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "invoiceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the invoice."
      }
     },
     "required": [
      "invoiceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_applyCredit",
  "group": "billing",
  "name": "invoices.applyCredit",
  "method": "POST",
  "path": "/invoice/{id}/credit",
  "summary": "Apply credit",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "invoiceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "invoiceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the invoice."
      }
     },
     "required": [
      "invoiceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "amount": {
       "description": "Optional: without it, the amount that fully pays the invoice is used.",
       "oneOf": [
        {
         "type": "number"
        },
        {
         "type": "string"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_listPaymentMethods",
  "group": "billing",
  "name": "payments.listMethods",
  "method": "GET",
  "path": "/payment",
  "summary": "Payment methods",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Billing_listPaymentFees",
  "group": "billing",
  "name": "payments.listFees",
  "method": "GET",
  "path": "/payment/fees",
  "summary": "Payment methods fees",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_listCategories",
  "group": "billing",
  "name": "cart.listCategories",
  "method": "GET",
  "path": "/category",
  "summary": "List product categories",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_listProducts",
  "group": "billing",
  "name": "cart.listProducts",
  "method": "GET",
  "path": "/category/{category_id}/product",
  "summary": "List products in category",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "categoryId": "category_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "categoryId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Category identifier."
      }
     },
     "required": [
      "categoryId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_getProduct",
  "group": "billing",
  "name": "cart.getProduct",
  "method": "GET",
  "path": "/order/{product_id}",
  "summary": "Get product configuration",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "productId": "product_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "productId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Product identifier."
      }
     },
     "required": [
      "productId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_order",
  "group": "billing",
  "name": "cart.order",
  "method": "POST",
  "path": "/order/{product_id}",
  "summary": "Order new service",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "productId": "product_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "productId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Product identifier."
      }
     },
     "required": [
      "productId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "domain": {
       "type": "string"
      },
      "hostname": {
       "type": "string"
      },
      "cycle": {
       "type": "string",
       "description": "Billing period symbol: m, q, s, a, b, t."
      },
      "pay_method": {
       "type": "string"
      },
      "custom": {
       "type": "object",
       "description": "Form values: `{\"<form_id>\": {\"<item_id>\": 1 | qty | \"main\"}}`.",
       "additionalProperties": true,
       "properties": {}
      },
      "promocode": {
       "type": "string"
      },
      "aff_id": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_orderMultiple",
  "group": "billing",
  "name": "cart.orderMultiple",
  "method": "POST",
  "path": "/order",
  "summary": "Order multiple services",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "pay_method": {
       "type": "string"
      },
      "ignore_errors": {},
      "items": {
       "type": "array",
       "items": {
        "type": "object",
        "additionalProperties": true,
        "properties": {
         "type": {
          "type": "string",
          "description": "product, domain or certificate."
         }
        }
       }
      },
      "aff_id": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Cart_quote",
  "group": "billing",
  "name": "cart.quote",
  "method": "POST",
  "path": "/quote",
  "summary": "Get order quote",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "pay_method": {
       "type": "string"
      },
      "output": {
       "type": "string",
       "description": "short, config or full.",
       "enum": [
        "short",
        "config",
        "full"
       ]
      },
      "items": {
       "type": "array",
       "items": {
        "type": "object",
        "additionalProperties": true,
        "properties": {}
       }
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_listTickets",
  "group": "support",
  "name": "tickets.list",
  "method": "GET",
  "path": "/tickets",
  "summary": "List tickets",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "page": {
       "type": "integer",
       "minimum": 1,
       "description": "Page number."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_createTicket",
  "group": "support",
  "name": "tickets.create",
  "method": "POST",
  "path": "/tickets",
  "summary": "Create ticket",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "dept_id": {
       "type": "string",
       "description": "Department (GET /ticket/departments)."
      },
      "subject": {
       "type": "string"
      },
      "body": {
       "type": "string"
      },
      "encrypt": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_getTicket",
  "group": "support",
  "name": "tickets.get",
  "method": "GET",
  "path": "/tickets/{number}",
  "summary": "Ticket details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "ticketNumber": "number"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "ticketNumber": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Ticket number (`ticket_number`)."
      }
     },
     "required": [
      "ticketNumber"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_reply",
  "group": "support",
  "name": "tickets.reply",
  "method": "POST",
  "path": "/tickets/{number}",
  "summary": "Create reply",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "ticketNumber": "number"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "ticketNumber": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Ticket number (`ticket_number`)."
      }
     },
     "required": [
      "ticketNumber"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "body": {
       "type": "string"
      },
      "encrypt": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_getAttachment",
  "group": "support",
  "name": "tickets.getAttachment",
  "method": "GET",
  "path": "/ticket/attachment/{file}",
  "summary": "Ticket attachment",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "fileId": "file"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "fileId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Attachment identifier."
      }
     },
     "required": [
      "fileId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "number": {
       "type": "string",
       "description": "Ticket number."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_reopenTicket",
  "group": "support",
  "name": "tickets.reopen",
  "method": "PUT",
  "path": "/tickets/{number}/open",
  "summary": "Re-open ticket",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "ticketNumber": "number"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "ticketNumber": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Ticket number (`ticket_number`)."
      }
     },
     "required": [
      "ticketNumber"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_closeTicket",
  "group": "support",
  "name": "tickets.close",
  "method": "PUT",
  "path": "/tickets/{number}/close",
  "summary": "Close ticket",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "ticketNumber": "number"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "ticketNumber": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Ticket number (`ticket_number`)."
      }
     },
     "required": [
      "ticketNumber"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_listDepartments",
  "group": "support",
  "name": "tickets.listDepartments",
  "method": "GET",
  "path": "/ticket/departments",
  "summary": "List ticket departments",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_listNews",
  "group": "support",
  "name": "news.list",
  "method": "GET",
  "path": "/news",
  "summary": "List news",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_getNews",
  "group": "support",
  "name": "news.get",
  "method": "GET",
  "path": "/news/{id}",
  "summary": "Get news item",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "newsId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "newsId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the news."
      }
     },
     "required": [
      "newsId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_listKnowledgebaseCategories",
  "group": "support",
  "name": "knowledgebase.listCategories",
  "method": "GET",
  "path": "/knowledgebase",
  "summary": "List knowledgebase categories",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_getKnowledgebaseCategory",
  "group": "support",
  "name": "knowledgebase.getCategory",
  "method": "GET",
  "path": "/knowledgebase/{id}",
  "summary": "Knowledgebase category details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "categoryId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "categoryId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the category."
      }
     },
     "required": [
      "categoryId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Support_getKnowledgebaseArticle",
  "group": "support",
  "name": "knowledgebase.getArticle",
  "method": "GET",
  "path": "/knowledgebase/article/{id}",
  "summary": "Knowledgebase article",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "articleId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "articleId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the article."
      }
     },
     "required": [
      "articleId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_list",
  "group": "domains",
  "name": "domains.list",
  "method": "GET",
  "path": "/domain",
  "summary": "List domains",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_whois",
  "group": "domains",
  "name": "domains.whois",
  "method": "GET",
  "path": "/whois/{domain}",
  "summary": "Whois domain",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domain": "domain"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domain": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Domain name."
      }
     },
     "required": [
      "domain"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_get",
  "group": "domains",
  "name": "domains.get",
  "method": "GET",
  "path": "/domain/{id}",
  "summary": "Domain details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getByName",
  "group": "domains",
  "name": "domains.getByName",
  "method": "GET",
  "path": "/domain/name/{name}",
  "summary": "Domain details by name",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainName": "name"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainName": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Domain name."
      }
     },
     "required": [
      "domainName"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getNameservers",
  "group": "domains",
  "name": "domains.getNameservers",
  "method": "GET",
  "path": "/domain/{id}/ns",
  "summary": "Get nameservers",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_setNameservers",
  "group": "domains",
  "name": "domains.setNameservers",
  "method": "PUT",
  "path": "/domain/{id}/ns",
  "summary": "Update nameservers",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "nameservers": {
       "type": "array",
       "items": {
        "type": "string"
       },
       "description": "If `nameservers` is left empty, the default nameservers are used."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getEppCode",
  "group": "domains",
  "name": "domains.getEppCode",
  "method": "GET",
  "path": "/domain/{id}/epp",
  "summary": "Get EPP code",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_sync",
  "group": "domains",
  "name": "domains.sync",
  "method": "GET",
  "path": "/domain/{id}/sync",
  "summary": "Synchronize domain",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getLock",
  "group": "domains",
  "name": "domains.getLock",
  "method": "GET",
  "path": "/domain/{id}/reglock",
  "summary": "Get domain lock",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_setLock",
  "group": "domains",
  "name": "domains.setLock",
  "method": "PUT",
  "path": "/domain/{id}/reglock",
  "summary": "Update domain lock",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "switch": {
       "type": "boolean",
       "description": "true to enable."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_setIdProtection",
  "group": "domains",
  "name": "domains.setIdProtection",
  "method": "PUT",
  "path": "/domain/{id}/idprotection",
  "summary": "Update ID protection",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "switch": {
       "type": "boolean",
       "description": "true to enable."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getContactInfo",
  "group": "domains",
  "name": "domains.getContactInfo",
  "method": "GET",
  "path": "/domain/{id}/contact",
  "summary": "Get domain contact info",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_updateContactInfo",
  "group": "domains",
  "name": "domains.updateContactInfo",
  "method": "PUT",
  "path": "/domain/{id}/contact",
  "summary": "Update domain contact info",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "contact_info": {
       "type": "object",
       "additionalProperties": true,
       "properties": {
        "registrant": {
         "type": "object",
         "additionalProperties": true,
         "properties": {}
        },
        "admin": {
         "type": "object",
         "additionalProperties": true,
         "properties": {}
        },
        "tech": {
         "type": "object",
         "additionalProperties": true,
         "properties": {}
        },
        "billing": {
         "type": "object",
         "additionalProperties": true,
         "properties": {}
        }
       }
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getEmailForwarding",
  "group": "domains",
  "name": "domains.getEmailForwarding",
  "method": "GET",
  "path": "/domain/{id}/emforwarding",
  "summary": "Get email forwarding",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_updateEmailForwarding",
  "group": "domains",
  "name": "domains.updateEmailForwarding",
  "method": "PUT",
  "path": "/domain/{id}/emforwarding",
  "summary": "Update email forwarding",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "from": {
       "type": "string",
       "description": "E-mail address to forward."
      },
      "to": {
       "type": "string",
       "description": "Destination."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_updateForwarding",
  "group": "domains",
  "name": "domains.updateForwarding",
  "method": "PUT",
  "path": "/domain/{id}/forwarding",
  "summary": "Update domain forwarding",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {}
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getAutoRenew",
  "group": "domains",
  "name": "domains.getAutoRenew",
  "method": "GET",
  "path": "/domain/{id}/autorenew",
  "summary": "Get domain autorenew",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_setAutoRenew",
  "group": "domains",
  "name": "domains.setAutoRenew",
  "method": "PUT",
  "path": "/domain/{id}/autorenew",
  "summary": "Enable/disable autorenew",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "autorenew": {
       "description": "Enable or disable.",
       "oneOf": [
        {
         "type": "boolean"
        },
        {
         "type": "string"
        },
        {
         "type": "integer"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_checkAvailability",
  "group": "domains",
  "name": "domains.checkAvailability",
  "method": "POST",
  "path": "/domain/lookup",
  "summary": "Domain availability",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string",
       "description": "Domain name to check."
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_listTlds",
  "group": "domains",
  "name": "domains.listTlds",
  "method": "GET",
  "path": "/domain/order",
  "summary": "Available TLDs",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_order",
  "group": "domains",
  "name": "domains.order",
  "method": "POST",
  "path": "/domain/order",
  "summary": "Order new domain",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "name": {
       "type": "string"
      },
      "years": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "action": {
       "type": "string",
       "description": "register or transfer.",
       "enum": [
        "register",
        "transfer"
       ]
      },
      "tld_id": {
       "type": "string"
      },
      "pay_method": {
       "type": "string"
      },
      "epp": {
       "type": "string",
       "description": "Transfer code."
      },
      "nameservers": {
       "type": "array",
       "items": {
        "type": "string"
       },
       "description": "2 to 4 nameservers."
      },
      "registrant": {
       "description": "Contact id (or a contact object on Tino)."
      },
      "admin": {
       "description": "Contact id (or a contact object on Tino)."
      },
      "tech": {
       "description": "Contact id (or a contact object on Tino)."
      },
      "billing": {
       "description": "Contact id (or a contact object on Tino)."
      },
      "data": {
       "type": "object",
       "description": "Additional data required for some TLDs.",
       "additionalProperties": true,
       "properties": {}
      },
      "aff_id": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_getTldForm",
  "group": "domains",
  "name": "domains.getTldForm",
  "method": "GET",
  "path": "/domain/order/{id}/form",
  "summary": "Additional data for TLD",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "tldId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "tldId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the tld."
      }
     },
     "required": [
      "tldId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_renew",
  "group": "domains",
  "name": "domains.renew",
  "method": "POST",
  "path": "/domain/{id}/renew",
  "summary": "Renew domain",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "years": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "pay_method": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_whoisLookup",
  "group": "domains",
  "name": "domains.lookupWhois",
  "method": "GET",
  "path": "/whoislookup/{domain}",
  "summary": "WHOIS lookup",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domain": "domain"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domain": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Domain name."
      }
     },
     "required": [
      "domain"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "captcha": {
       "type": "string",
       "description": "CAPTCHA response (if enabled)."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Domains_listDocuments",
  "group": "domains",
  "name": "domains.listDocuments",
  "method": "GET",
  "path": "/domain/{id}/documents",
  "summary": "Get documents",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "eKYC domains_ocrRecognition",
  "group": "domains",
  "name": "ekyc.recognizeId",
  "method": "POST",
  "path": "/ekyc/ocr/recognition",
  "summary": "OCR recognition",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "request_id": {
       "type": "string"
      },
      "type": {
       "type": "string",
       "description": "cardFront or cardBack.",
       "enum": [
        "cardFront",
        "cardBack"
       ]
      },
      "image": {
       "type": "string",
       "description": "The card image."
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "eKYC domains_faceIdVerification",
  "group": "domains",
  "name": "ekyc.verifyFace",
  "method": "POST",
  "path": "/ekyc/faceid/verification",
  "summary": "Face ID verification",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "request_id": {
       "type": "string"
      },
      "image_live": {
       "type": "string",
       "description": "Live picture of the face."
      },
      "token": {
       "type": "string",
       "description": "Optional."
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "eKYC domains_checkId",
  "group": "domains",
  "name": "ekyc.checkNationalId",
  "method": "POST",
  "path": "/ekyc/checkid",
  "summary": "National ID check",
  "effect": "write",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "idnumber": {
       "type": "string"
      },
      "session_id": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_registerNameservers",
  "group": "domains",
  "name": "domains.registerNameservers",
  "method": "POST",
  "path": "/domain/{id}/reg",
  "summary": "Register domain nameservers",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "action": {
       "type": "string",
       "description": "registerNameServer, modifyNameServer or deleteNameServer.\n"
      },
      "nameserver": {
       "type": "string"
      },
      "ip": {
       "type": "string"
      },
      "oldip": {
       "type": "string"
      },
      "newip": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_listRecords",
  "group": "domains",
  "name": "domainDns.listRecords",
  "method": "GET",
  "path": "/domain/{id}/dns",
  "summary": "DNS records",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_createRecord",
  "group": "domains",
  "name": "domainDns.createRecord",
  "method": "POST",
  "path": "/domain/{id}/dns",
  "summary": "Create DNS record",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string"
      },
      "type": {
       "type": "string"
      },
      "priority": {
       "type": "string"
      },
      "content": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_updateRecord",
  "group": "domains",
  "name": "domainDns.updateRecord",
  "method": "PUT",
  "path": "/domain/{id}/dns/{index}",
  "summary": "Update DNS record",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id",
   "recordIndex": "index"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      },
      "recordIndex": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Index of the record in the domain's record list (the sources call it `record_id`, \"Recod\nindex\")."
      }
     },
     "required": [
      "domainId",
      "recordIndex"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string"
      },
      "type": {
       "type": "string"
      },
      "priority": {
       "type": "string"
      },
      "content": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_removeRecord",
  "group": "domains",
  "name": "domainDns.deleteRecord",
  "method": "DELETE",
  "path": "/domain/{id}/dns/{index}",
  "summary": "Remove DNS record",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "domainId": "id",
   "recordIndex": "index"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      },
      "recordIndex": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Index of the record in the domain's record list (the sources call it `record_id`, \"Recod\nindex\")."
      }
     },
     "required": [
      "domainId",
      "recordIndex"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_listRecordTypes",
  "group": "domains",
  "name": "domainDns.listRecordTypes",
  "method": "GET",
  "path": "/domain/{id}/dns/types",
  "summary": "DNS record types",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_getDnssecFlags",
  "group": "domains",
  "name": "dnssec.getFlags",
  "method": "GET",
  "path": "/domain/{id}/dnssec/flags",
  "summary": "DNSSEC flags",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_listDnssecKeys",
  "group": "domains",
  "name": "dnssec.listKeys",
  "method": "GET",
  "path": "/domain/{id}/dnssec",
  "summary": "List DNSSEC keys",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_addDnssecKey",
  "group": "domains",
  "name": "dnssec.addKey",
  "method": "PUT",
  "path": "/domain/{id}/dnssec",
  "summary": "Add DNSSEC key",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "domainId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      }
     },
     "required": [
      "domainId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {}
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS Manage_removeDnssecKey",
  "group": "domains",
  "name": "dnssec.removeKey",
  "method": "DELETE",
  "path": "/domain/{id}/dnssec/{key}",
  "summary": "Remove DNSSEC key",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "domainId": "id",
   "keyId": "key"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "domainId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the domain."
      },
      "keyId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNSSEC key."
      }
     },
     "required": [
      "domainId",
      "keyId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_listZones",
  "group": "domains",
  "name": "dns.listZones",
  "method": "GET",
  "path": "/dns",
  "summary": "List DNS",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_listServiceZones",
  "group": "domains",
  "name": "dns.listServiceZones",
  "method": "GET",
  "path": "/service/{service_id}/dns",
  "summary": "List DNS for service",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_createZone",
  "group": "domains",
  "name": "dns.createZone",
  "method": "POST",
  "path": "/service/{service_id}/dns",
  "summary": "Add DNS zone",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string",
       "description": "Zone name."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_getZone",
  "group": "domains",
  "name": "dns.getZone",
  "method": "GET",
  "path": "/service/{service_id}/dns/{zone_id}",
  "summary": "Get DNS zone details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id",
   "zoneId": "zone_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      },
      "zoneId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS zone (`domain_id` in the zone list)."
      }
     },
     "required": [
      "serviceId",
      "zoneId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_deleteZone",
  "group": "domains",
  "name": "dns.deleteZone",
  "method": "DELETE",
  "path": "/service/{service_id}/dns/{zone_id}",
  "summary": "Remove DNS zone",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id",
   "zoneId": "zone_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      },
      "zoneId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS zone (`domain_id` in the zone list)."
      }
     },
     "required": [
      "serviceId",
      "zoneId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_createRecord",
  "group": "domains",
  "name": "dns.createRecord",
  "method": "POST",
  "path": "/service/{service_id}/dns/{zone_id}/records",
  "summary": "Add DNS record",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id",
   "zoneId": "zone_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      },
      "zoneId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS zone (`domain_id` in the zone list)."
      }
     },
     "required": [
      "serviceId",
      "zoneId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string"
      },
      "ttl": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "priority": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "type": {
       "type": "string"
      },
      "content": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_updateRecord",
  "group": "domains",
  "name": "dns.updateRecord",
  "method": "PUT",
  "path": "/service/{service_id}/dns/{zone_id}/records/{record_id}",
  "summary": "Edit DNS record",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id",
   "zoneId": "zone_id",
   "recordId": "record_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      },
      "zoneId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS zone (`domain_id` in the zone list)."
      },
      "recordId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS record."
      }
     },
     "required": [
      "serviceId",
      "zoneId",
      "recordId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "name": {
       "type": "string"
      },
      "ttl": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "priority": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "type": {
       "type": "string"
      },
      "content": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "DNS_deleteRecord",
  "group": "domains",
  "name": "dns.deleteRecord",
  "method": "DELETE",
  "path": "/service/{service_id}/dns/{zone_id}/records/{record_id}",
  "summary": "Remove DNS record",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "service_id",
   "zoneId": "zone_id",
   "recordId": "record_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS service."
      },
      "zoneId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS zone (`domain_id` in the zone list)."
      },
      "recordId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the DNS record."
      }
     },
     "required": [
      "serviceId",
      "zoneId",
      "recordId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_list",
  "group": "domains",
  "name": "certificates.list",
  "method": "GET",
  "path": "/certificate",
  "summary": "List SSL certificates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_get",
  "group": "domains",
  "name": "certificates.get",
  "method": "GET",
  "path": "/certificate/{id}",
  "summary": "Certificate details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "certificateId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "certificateId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the certificate."
      }
     },
     "required": [
      "certificateId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_download",
  "group": "domains",
  "name": "certificates.download",
  "method": "GET",
  "path": "/certificate/{id}/crt",
  "summary": "Download certificate",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "certificateId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "certificateId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the certificate."
      }
     },
     "required": [
      "certificateId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_listAvailable",
  "group": "domains",
  "name": "certificates.listAvailable",
  "method": "GET",
  "path": "/certificate/order",
  "summary": "List available certificates",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {},
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_order",
  "group": "domains",
  "name": "certificates.order",
  "method": "POST",
  "path": "/certificate/order",
  "summary": "Order new certificate",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "body": {
     "type": "object",
     "additionalProperties": true,
     "properties": {
      "product_id": {
       "type": "string"
      },
      "csr": {
       "type": "string"
      },
      "years": {
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      },
      "pay_method": {
       "type": "string"
      },
      "approver_email": {
       "type": "string"
      },
      "admin": {
       "type": "string"
      },
      "tech": {
       "type": "string"
      },
      "billing": {
       "type": "string"
      },
      "organization": {
       "type": "object",
       "additionalProperties": true,
       "properties": {}
      },
      "software": {
       "type": "string"
      },
      "data": {
       "type": "object",
       "additionalProperties": true,
       "properties": {}
      },
      "aff_id": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "SSL Certificates_listSoftware",
  "group": "domains",
  "name": "certificates.listSoftware",
  "method": "GET",
  "path": "/certificate/order/{product_id}/software",
  "summary": "List server software",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "productId": "product_id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "productId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Product identifier."
      }
     },
     "required": [
      "productId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_addInterface",
  "group": "services",
  "name": "vms.addInterface",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/interfaces",
  "summary": "Add network interface",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "bridge": {
       "type": "string"
      },
      "firewall": {
       "type": "string"
      },
      "ipv4": {
       "type": "array",
       "items": {
        "type": "integer"
       },
       "description": "IP ids."
      },
      "ipv6": {
       "type": "array",
       "items": {
        "type": "integer"
       },
       "description": "IP ids."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_list",
  "group": "services",
  "name": "services.list",
  "method": "GET",
  "path": "/service",
  "summary": "List services",
  "effect": "read",
  "anonymous": false,
  "pathNames": {},
  "input": {
   "type": "object",
   "properties": {
    "query": {
     "type": "object",
     "properties": {
      "page": {
       "type": "integer",
       "minimum": 1,
       "description": "Page number."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_get",
  "group": "services",
  "name": "services.get",
  "method": "GET",
  "path": "/service/{id}",
  "summary": "Service details",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  },
  "waiter": {
   "states": [
    "Active",
    "Pending",
    "Suspended",
    "Terminated",
    "Cancelled",
    "Fraud"
   ]
  }
 },
 {
  "operationId": "Services_listMethods",
  "group": "services",
  "name": "services.listMethods",
  "method": "GET",
  "path": "/service/{id}/methods",
  "summary": "List service methods",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_cancel",
  "group": "services",
  "name": "services.cancel",
  "method": "POST",
  "path": "/service/{id}/cancel",
  "summary": "Cancel service",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "immediate": {
       "type": "boolean",
       "description": "false: at the end of the billing period; true: now."
      },
      "reason": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_getLabel",
  "group": "services",
  "name": "services.getLabel",
  "method": "GET",
  "path": "/service/{id}/label",
  "summary": "Service label",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_setLabel",
  "group": "services",
  "name": "services.setLabel",
  "method": "POST",
  "path": "/service/{id}/label",
  "summary": "Change service label",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "label": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_renew",
  "group": "services",
  "name": "services.renew",
  "method": "POST",
  "path": "/service/{id}/renew",
  "summary": "Manual service renew",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_listBillingCycles",
  "group": "services",
  "name": "services.listBillingCycles",
  "method": "GET",
  "path": "/service/{id}/cycle",
  "summary": "List billing cycles",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_setBillingCycle",
  "group": "services",
  "name": "services.setBillingCycle",
  "method": "POST",
  "path": "/service/{id}/cycle",
  "summary": "Change billing cycle",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "cycle": {
       "type": "string",
       "description": "New billing cycle."
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_vmShutdown",
  "group": "services",
  "name": "vms.shutdown",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/shutdown",
  "summary": "VM shutdown",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_vmReset",
  "group": "services",
  "name": "vms.reset",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/reset",
  "summary": "VM reset",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_vmHostname",
  "group": "services",
  "name": "vms.setHostname",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/hostname",
  "summary": "VM change hostname",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "hostname": {
       "type": "string"
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_listIpPools",
  "group": "services",
  "name": "vms.listIpPools",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/ippool",
  "summary": "List IP pools",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      }
     },
     "required": [
      "serviceId",
      "vmId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "iface": {
       "type": "string",
       "description": "Interface number (optional)."
      },
      "bridge": {
       "type": "string",
       "description": "Bridge (optional; ignored when `iface` is given)."
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_allocateIps",
  "group": "services",
  "name": "vms.allocateIps",
  "method": "POST",
  "path": "/service/{id}/vms/{vmid}/ippool/{pool}",
  "summary": "Allocate IPs",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "poolId": "pool"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "poolId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the IP pool (list) to allocate from."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "poolId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "type": {
       "type": "string",
       "description": "ipv4 or ipv6.",
       "enum": [
        "ipv4",
        "ipv6"
       ]
      },
      "iface": {
       "type": "string"
      },
      "bridge": {
       "type": "string"
      },
      "number": {
       "description": "How many.\n",
       "oneOf": [
        {
         "type": "integer"
        },
        {
         "type": "string"
        }
       ]
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_listNetworks",
  "group": "services",
  "name": "services.listNetworks",
  "method": "GET",
  "path": "/service/{id}/networks",
  "summary": "List available networks",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_getInterface",
  "group": "services",
  "name": "vms.getInterface",
  "method": "GET",
  "path": "/service/{id}/vms/{vmid}/interfaces/{iface}",
  "summary": "Get network interface",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "interfaceId": "iface"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "interfaceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Interface name or id, e.g. `0` or `net0`."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "interfaceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_updateInterface",
  "group": "services",
  "name": "vms.updateInterface",
  "method": "PUT",
  "path": "/service/{id}/vms/{vmid}/interfaces/{iface}",
  "summary": "Update network interface",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "interfaceId": "iface"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "interfaceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Interface name or id, e.g. `0` or `net0`."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "interfaceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "firewall": {
       "type": "string"
      },
      "ipv4": {
       "type": "array",
       "items": {
        "type": "integer"
       }
      },
      "ipv6": {
       "type": "array",
       "items": {
        "type": "integer"
       }
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_removeInterface",
  "group": "services",
  "name": "vms.removeInterface",
  "method": "DELETE",
  "path": "/service/{id}/vms/{vmid}/interfaces/{iface}",
  "summary": "Remove network interface",
  "effect": "destructive",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id",
   "vmId": "vmid",
   "interfaceId": "iface"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      },
      "vmId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the virtual machine within the service."
      },
      "interfaceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Interface name or id, e.g. `0` or `net0`."
      }
     },
     "required": [
      "serviceId",
      "vmId",
      "interfaceId"
     ],
     "additionalProperties": false
    },
    "query": {
     "type": "object",
     "properties": {
      "list": {
       "type": "string"
      }
     },
     "required": [],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_listIps",
  "group": "services",
  "name": "services.listIps",
  "method": "GET",
  "path": "/service/{id}/ip",
  "summary": "IP addresses",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_getReverseDns",
  "group": "services",
  "name": "services.getReverseDns",
  "method": "GET",
  "path": "/service/{id}/rdns",
  "summary": "Reverse DNS",
  "effect": "read",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    }
   },
   "required": [
    "path"
   ],
   "additionalProperties": false
  }
 },
 {
  "operationId": "Services_updateReverseDns",
  "group": "services",
  "name": "services.updateReverseDns",
  "method": "POST",
  "path": "/service/{id}/rdns",
  "summary": "Update rDNS",
  "effect": "write",
  "anonymous": false,
  "pathNames": {
   "serviceId": "id"
  },
  "input": {
   "type": "object",
   "properties": {
    "path": {
     "type": "object",
     "properties": {
      "serviceId": {
       "type": [
        "string",
        "integer"
       ],
       "description": "Identifier of the service."
      }
     },
     "required": [
      "serviceId"
     ],
     "additionalProperties": false
    },
    "body": {
     "type": "object",
     "additionalProperties": false,
     "properties": {
      "ipaddress": {
       "type": "object",
       "description": "IP address -> hostname.",
       "additionalProperties": {
        "type": "string"
       }
      }
     }
    }
   },
   "required": [
    "path",
    "body"
   ],
   "additionalProperties": false
  }
 }
];
