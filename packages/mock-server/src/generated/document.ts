/**
 * The OpenAPI document as data, for the reference server.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const document: Record<string, any> = {
  "openapi": "3.0.3",
  "info": {
    "title": "Cloud, Domain and Registrar Reporting API",
    "version": "1.1.0",
    "description": "Hand-maintained source of truth for the cdrapi SDKs, reference server and CLI.\n\nTwo groups are served:\n\n* **Registrar reporting** (VNNIC's gTLD registrar reporting API, HTTP Basic auth).\n* **Compute** (a HostBill client \"User API\": login/refresh and cloud virtual machines,\n  Bearer auth). Every provider has its own host; a `/api` prefix belongs in the base URL.\n\nEvery operation says where its path and shape come from in `x-provenance`:\n`seed` (the service's spec), `vnnic-v1.0` (VNNIC's public v1.0 specification),\n`hostbill-userapi` (HostBill's User API documentation and providers' docs) or\n`inferred` (no source confirms the path; kept few). `x-idempotent` says whether\nrepeating the call is harmless, and drives the SDK's retries. `x-package` names the SDK\npackage that wraps the operation. `openapi/COVERAGE.md` is generated from this file.\n",
    "license": {
      "name": "MIT",
      "url": "https://opensource.org/licenses/MIT"
    }
  },
  "servers": [
    {
      "url": "https://gtld-api.vnnic.vn",
      "description": "VNNIC production (registrar reporting)"
    },
    {
      "url": "https://gtldapi-ote.vnnic.vn",
      "description": "VNNIC test system, OT&E (registrar reporting)"
    },
    {
      "url": "{base_url}",
      "description": "A hosting provider's HostBill client API (compute). Include any /api prefix.",
      "variables": {
        "base_url": {
          "default": "https://api.provider.example/api"
        }
      }
    }
  ],
  "tags": [
    {
      "name": "Domain Report Service",
      "description": "Upload maintain-domain and fluctuation reports; merge sub-lists; read a report's status."
    },
    {
      "name": "Domain Information Service",
      "description": "Domains the registrar maintains, as VNNIC holds them."
    },
    {
      "name": "Registrar Category Service",
      "description": "ICANN-accredited registrars."
    },
    {
      "name": "Place Category Service",
      "description": "Countries, provinces and wards (two-level local government since 1 July 2025)."
    },
    {
      "name": "Old Place Category Service",
      "description": "Provinces, districts and wards of the old five-level address form."
    },
    {
      "name": "Utility",
      "description": "Login, token refresh, logout and revoke (HostBill User API)."
    },
    {
      "name": "Cloud Virtual Machine",
      "description": "Read and drive the virtual machines of a cloud service (HostBill User API)."
    }
  ],
  "paths": {
    "/v1/reports/maintain-domains": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "post": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Upload list of maintain domains report",
        "description": "Uploads the registrar's full list of maintained domains (form VNNIC-06). The list\nREPLACEs the one VNNIC held, so the answer's counts are a diff against the previous\nlist: added (names new to the list), removed (names gone from it) and changed (names\nwhose record differs). Repeating the same upload is harmless.\n",
        "operationId": "uploadMaintainDomainReportUsingPOST",
        "x-package": "reporting",
        "x-provenance": "seed",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MaintainDomainList"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/ReportRequestInfo"
                }
              }
            }
          },
          "201": {
            "description": "Created"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/reports/maintain-domains/sub-lists": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Get the pending sub-lists of the maintain domains report",
        "description": "Lists the registrar's sub-lists that are pending (uploaded, not merged, not expired)\nand how many distinct records they hold together: exactly what a merge would apply\nnow. A client checks it before the merge, so that sub-lists of another, abandoned run\nare never merged into the registrar's list. The path is inferred: no public source\ngives it. Nothing pending is an empty list (200), never 404.\n",
        "operationId": "getPendingSubListsOfMaintainDomainReportUsingGET",
        "x-package": "reporting",
        "x-provenance": "inferred",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/PendingSubLists"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          }
        }
      },
      "post": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Upload sub-list of maintain domains report",
        "description": "Uploads one part of a large maintained-domains list. Sub-lists accumulate under the\nregistrar's pending report until they are merged; nothing replaces the maintained\nlist before the merge. Each call adds records, so repeating it is not harmless. A\nrecord whose domainName is already pending replaces the pending copy. The answer is\nthe sub-list's own record (requestResult PENDING, requestType SUB_LIST) with\n`totalDomain` the distinct records pending after it. Pending sub-lists that are not\nmerged expire (inferred; VNNIC's delay is not public): see ReportRequestInfo.\n",
        "operationId": "uploadSubListOfMaintainDomainReportUsingPOST",
        "x-package": "reporting",
        "x-provenance": "seed",
        "x-idempotent": false,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MaintainDomainList"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/ReportRequestInfo"
                }
              }
            }
          },
          "201": {
            "description": "Created"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/reports/maintain-domains/sub-lists/merge": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "put": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Merge all sub-list of maintain domains report",
        "description": "Merges every pending sub-list into one maintained-domains list and applies it as a\nREPLACE (the commit point of a bulk upload). The path is inferred: no public source\ngives it. Once a merge succeeded nothing is pending, so a repeated merge answers 404;\nit is still not idempotent, because a repeat would commit any sub-list uploaded in\nbetween. Every merged sub-list leaves PENDING: its status reads SUCCESS with a note\nnaming the merge's report. It merges whatever is pending, from any run: read the\npending sub-lists first (GET on the sub-lists path) and merge only when they are\nexactly the ones you uploaded.\n",
        "operationId": "mergeAllSubListOfMaintainDomainReportUsingPUT",
        "x-package": "reporting",
        "x-provenance": "inferred",
        "x-idempotent": false,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/ReportRequestInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found (no pending sub-list)"
          }
        }
      }
    },
    "/v1/reports/fluctuation-domains": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "post": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Upload list of fluctuation domains report",
        "description": "Reports changes since the last report (form VNNIC-07) as an UPDATE: each record\ncarries an action (ADD, REM, CHANGE), its reason and date.\n",
        "operationId": "uploadFluctuationDomainReportUsingPOST",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": false,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/FluctuationDomain"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/ReportRequestInfo"
                }
              }
            }
          },
          "201": {
            "description": "Created"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/reports/{id}": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Domain Report Service"
        ],
        "summary": "Get status of report",
        "description": "Reads back the summary record of one report request. The path is inferred (no\npublic source gives it); it is the one the `link` field of ReportRequestInfo points\nto, so clients should follow `link` when the server gives one.\n",
        "operationId": "getStatusOfReportUsingGET",
        "x-package": "reporting",
        "x-provenance": "inferred",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "Identifier of the report request (ReportRequestInfo.id).",
            "schema": {
              "type": "integer",
              "format": "int64",
              "minimum": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/ReportRequestInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden (the report belongs to another registrar)"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/registrars/domains": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Domain Information Service"
        ],
        "summary": "Get all list of domains",
        "operationId": "getAllListOfDomainsUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/ShortDomainRegistrar"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          }
        }
      }
    },
    "/v1/registrars/domains/{domainName}": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Domain Information Service"
        ],
        "summary": "Get a domain by name",
        "operationId": "getDomainByNameUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "domainName",
            "in": "path",
            "required": true,
            "description": "Domain name (an IDN in its Unicode or punycode form).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253
            },
            "example": "example.com"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "$ref": "#/components/schemas/DomainRegistrar"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/categories/icann-registrars": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Registrar Category Service"
        ],
        "summary": "Get all registrars of ICANN",
        "description": "VNNIC's v1.0 document printed `/categories/registrars/icann-registrars`; registrars\nreport that this shorter path is the one that works.\n",
        "operationId": "getAllRegistrarsOfIcannUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Registrar"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/v1/places/countries": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Place Category Service"
        ],
        "summary": "Get all list of countries",
        "operationId": "getAllListOfCountriesUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Country"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/v1/places/provinces": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Place Category Service",
          "Old Place Category Service"
        ],
        "summary": "Get all list of provinces",
        "description": "Serves \"Get all list of provinces\" of both place services (one path in v1.0).",
        "operationId": "getAllListOfProvincesUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/City"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/v1/places/districts": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Old Place Category Service"
        ],
        "summary": "Get all list of districts",
        "operationId": "getAllListOfDistrictsUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/District"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/v1/places/districts/{cityId}": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Old Place Category Service"
        ],
        "summary": "Get all list of districts by city ID",
        "operationId": "getAllListOfDistrictsByCityIdUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/CityId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/District"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/v1/places/wards": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Old Place Category Service",
          "Place Category Service"
        ],
        "summary": "Get all list of wards",
        "description": "Serves \"Get all list of wards\" of both place services (one path in v1.0).",
        "operationId": "getAllListOfWardsUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Ward"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/v1/places/wards/{districtId}": {
      "servers": [
        {
          "url": "https://gtld-api.vnnic.vn",
          "description": "VNNIC production"
        },
        {
          "url": "https://gtldapi-ote.vnnic.vn",
          "description": "VNNIC test system (OT&E)"
        }
      ],
      "get": {
        "tags": [
          "Old Place Category Service"
        ],
        "summary": "Get all list of wards by district ID",
        "operationId": "getAllListOfWardsByDistrictIdUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "districtId",
            "in": "path",
            "required": true,
            "description": "District identifier, a string of digits that keeps its leading zeros.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]{1,5}$"
            },
            "example": "001"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "*/*": {
                "schema": {
                  "type": "array",
                  "items": {
                    "$ref": "#/components/schemas/Ward"
                  }
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/login": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Utility"
        ],
        "summary": "Login",
        "description": "Exchanges a username and password for an access token and a refresh token.",
        "operationId": "Utility_login",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LoginRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK (HostBill may also answer 200 with an `error` array)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TokenPair"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/token": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Utility"
        ],
        "summary": "Refresh Token",
        "description": "Exchanges a refresh token for a new access token (and possibly a new refresh token).\nNot idempotent: a provider may rotate the refresh token on use.\n",
        "operationId": "Utility_refreshToken",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RefreshRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TokenPair"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/logout": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Utility"
        ],
        "summary": "Logout",
        "operationId": "Utility_logout",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/revoke": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Utility"
        ],
        "summary": "Revoke Token",
        "description": "Invalidates the authorization and the refresh token.",
        "operationId": "Utility_revokeToken",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/resources": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Resources",
        "description": "Shows available and used resources of the service.",
        "operationId": "Cloud Virtual Machine_resources",
        "x-package": "compute",
        "x-provenance": "seed",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "description": "Identifier of the service.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK"
          }
        }
      }
    },
    "/service/{id}/vms": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "List VMs",
        "operationId": "Cloud Virtual Machine_listVms",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VmList"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          },
          "404": {
            "description": "Not Found"
          }
        }
      }
    },
    "/service/{id}/upgrade": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Upgrade Options",
        "operationId": "Cloud Virtual Machine_upgradeOptions",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillObject"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Upgrade Request",
        "operationId": "Cloud Virtual Machine_upgradeRequest",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpgradeRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillObject"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/templates/{vmid}": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "List VM rebuild templates",
        "operationId": "Cloud Virtual Machine_rebuildTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillObject"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/usage/memory": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "VM Memory Usage graph",
        "operationId": "Cloud Virtual Machine_memoryUsage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillObject"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/images": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "get": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "List ISO images",
        "operationId": "Cloud Virtual Machine_listIsoImages",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillObject"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Mount ISO image",
        "operationId": "Cloud Virtual Machine_mountIsoImage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MountIsoRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/boot": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Boot Order",
        "operationId": "Cloud Virtual Machine_bootOrder",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BootOrderRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/tuntap": {
      "servers": [
        {
          "url": "{base_url}",
          "description": "The provider's HostBill client API (include any /api prefix).",
          "variables": {
            "base_url": {
              "default": "https://api.provider.example/api"
            }
          }
        }
      ],
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Enable PXE",
        "operationId": "Cloud Virtual Machine_enablePxe",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "security": [
          {
            "bearerAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillInfo"
                }
              }
            }
          },
          "401": {
            "description": "Unauthorized"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "basicAuth": {
        "type": "http",
        "scheme": "basic",
        "description": "`Authorization: Basic base64(username:password)` with the client id and client\nsecret from VNNIC's registrar panel (the spec calls them username and password).\n"
      },
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "`Authorization: Bearer <token>` with the token from Login or Refresh Token."
      }
    },
    "parameters": {
      "CityId": {
        "name": "cityId",
        "in": "path",
        "required": true,
        "description": "Province (city) identifier, a string of digits that keeps its leading zeros.",
        "schema": {
          "type": "string",
          "pattern": "^[0-9]{1,3}$"
        },
        "example": "001"
      },
      "ServiceId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "Identifier of the service.",
        "schema": {
          "type": "string"
        },
        "example": "1201"
      },
      "VmId": {
        "name": "vmid",
        "in": "path",
        "required": true,
        "description": "Identifier of the virtual machine within the service.",
        "schema": {
          "type": "string"
        },
        "example": "vm-10"
      }
    },
    "schemas": {
      "MaintainDomain": {
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
        },
        "example": {
          "domainName": "nhadat-saigon.com",
          "registeredDate": "2021-03-15",
          "expiredDate": "2027-03-15",
          "ownerName": "Nguyễn Văn An",
          "ownerType": "C",
          "address": "12 Lý Tự Trọng",
          "wardName": "Phường Bến Nghé",
          "districtName": "Quận 1",
          "cityName": "Thành phố Hồ Chí Minh",
          "countryCode": "VN",
          "phone": "+84.903123456",
          "email": "an.nguyen@example.vn",
          "fax": "",
          "adminName": "Nguyễn Văn An",
          "isAgentManager": false,
          "ianaNumber": 1234,
          "is5LevelPlace": true,
          "note": ""
        }
      },
      "MaintainDomainList": {
        "type": "array",
        "description": "A maintained-domains report (or one sub-list of it), as a request body.",
        "minItems": 1,
        "items": {
          "$ref": "#/components/schemas/MaintainDomain"
        }
      },
      "FluctuationDomain": {
        "description": "One record of a fluctuation report (form VNNIC-07): a maintained-domain record plus\nthe action taken on it.\n",
        "allOf": [
          {
            "$ref": "#/components/schemas/MaintainDomain"
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
      },
      "ReportRequestInfo": {
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
            "type": "string",
            "description": "SUCCESS and FAILURE are known; the sub-list states are inferred: PENDING (a\nsub-list waiting for its merge), SUCCESS once it was merged (its `note` names the\nmerge's report), EXPIRED once it was dropped unmerged (an abandoned upload; the\nreference server drops a registrar's pending sub-lists together when none was\nadded for 24 hours). Clients must accept values not listed here.\n",
            "enum": [
              "SUCCESS",
              "FAILURE",
              "PENDING",
              "EXPIRED"
            ]
          },
          "requestType": {
            "type": "string",
            "description": "REPLACE (maintain report) and UPDATE (fluctuation report) are known; SUB_LIST is\ninferred. Clients must accept values not listed here.\n",
            "enum": [
              "REPLACE",
              "UPDATE",
              "SUB_LIST"
            ]
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
        },
        "example": {
          "id": 1024,
          "link": "/v1/reports/1024",
          "requestTime": "2026-11-21T08:30:00.000Z",
          "requestResult": "SUCCESS",
          "requestType": "REPLACE",
          "totalDomain": 120000,
          "addedDomain": 2,
          "changedDomain": 1,
          "removedDomain": 1,
          "subListDomain": 0
        }
      },
      "PendingSubLists": {
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
              "$ref": "#/components/schemas/ReportRequestInfo"
            }
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the pending sub-lists expire unless another is added (absent when none is pending)."
          }
        },
        "example": {
          "totalDomain": 10000,
          "subLists": [
            {
              "id": 1021,
              "link": "/v1/reports/1021",
              "requestTime": "2026-11-21T08:29:00.000Z",
              "requestResult": "PENDING",
              "requestType": "SUB_LIST",
              "totalDomain": 5000,
              "addedDomain": 0,
              "changedDomain": 0,
              "removedDomain": 0,
              "subListDomain": 5000
            },
            {
              "id": 1022,
              "link": "/v1/reports/1022",
              "requestTime": "2026-11-21T08:29:30.000Z",
              "requestResult": "PENDING",
              "requestType": "SUB_LIST",
              "totalDomain": 10000,
              "addedDomain": 0,
              "changedDomain": 0,
              "removedDomain": 0,
              "subListDomain": 5000
            }
          ],
          "expiresAt": "2026-11-22T08:29:30.000Z"
        }
      },
      "ShortDomainRegistrar": {
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
        },
        "example": {
          "domainName": "nhadat-saigon.com",
          "domainLabel": "nhadat-saigon",
          "tldName": "com",
          "registeredDate": "2021-03-15",
          "expiredDate": "2027-03-15"
        }
      },
      "DomainRegistrar": {
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
          "ianaNumber": {
            "type": "integer",
            "format": "int32"
          },
          "note": {
            "type": "string"
          }
        }
      },
      "Registrar": {
        "type": "object",
        "properties": {
          "registrarName": {
            "type": "string"
          },
          "registrarTradeName": {
            "type": "string"
          }
        },
        "example": {
          "registrarName": "Example Registrar, Inc.",
          "registrarTradeName": "Example Registrar"
        }
      },
      "Country": {
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
        },
        "example": {
          "alpha2Code": "VN",
          "alpha3Code": "VNM",
          "fullName": "Socialist Republic of Viet Nam",
          "shortName": "Viet Nam"
        }
      },
      "City": {
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
        },
        "example": {
          "cityId": 1,
          "shortName": "Hà Nội",
          "fullName": "Thành phố Hà Nội",
          "alpha3Code": "HNI",
          "placeType": "CITY"
        }
      },
      "District": {
        "type": "object",
        "properties": {
          "districtId": {
            "type": "string"
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
      },
      "Ward": {
        "type": "object",
        "properties": {
          "wardId": {
            "type": "string"
          },
          "wardName": {
            "type": "string"
          },
          "districtId": {
            "type": "string"
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
      },
      "LoginRequest": {
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
      },
      "RefreshRequest": {
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
      },
      "TokenPair": {
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
      },
      "HostBillInfo": {
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
      },
      "HostBillObject": {
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
      },
      "Vm": {
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
      },
      "VmList": {
        "type": "object",
        "properties": {
          "vms": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Vm"
            }
          },
          "error": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "UpgradeRequest": {
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
      },
      "MountIsoRequest": {
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
      },
      "BootOrderRequest": {
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
      }
    }
  }
};
