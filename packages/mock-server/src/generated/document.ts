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
    "version": "1.2.0",
    "description": "Hand-maintained source of truth for the cdrapi SDKs, reference server and CLI.\n\nTwo APIs are served:\n\n* **Registrar reporting** (VNNIC's gTLD registrar reporting API, HTTP Basic auth):\n  package `reporting`.\n* **A HostBill client \"User API\"** (Bearer auth; login, signup, token refresh and\n  password reset are anonymous): packages `account` (utility, client area, contacts,\n  affiliate), `compute` (cloud VMs and instances, GPU, Virtualizor, dedicated, hosting,\n  colocation, public cloud, status, location), `services`, `domains` (domains, eKYC,\n  DNS, SSL), `billing` (billing, cart) and `support`. Every provider has its own host;\n  a `/api` prefix belongs in the base URL. HostBill may answer an error with HTTP 200\n  and `{\"error\": [...]}`: check `error` whatever the status.\n\nThis file is the entry: `paths/<group>.yaml` hold the path items and\n`components/**` the schemas, parameters and responses it names (see `README.md`).\nEvery operation says where its path and shape come from in `x-provenance`:\n`seed` (the service's spec), `vnnic-v1.0` (VNNIC's public v1.0 specification),\n`hostbill-userapi` (HostBill's User API documentation and providers' clients; the\ndescription names the sources and their trust) or `inferred` (no source confirms the\npath; kept few), `third-party` (only a third-party app shows it). `tools/sources-check` (`pnpm sources:check`) compares every operation\nwith the primary sources; a difference kept on purpose is an `x-source-exceptions` entry\nof the operation (or an `x-source-conventions` entry below), each with its reason, and an\noperation only a third-party app shows says so there (kind `unsourced`). `x-idempotent` says whether repeating the call is harmless, and drives\nthe SDK's retries. `x-package` names the SDK package that wraps the operation,\n`x-sdk-method` its named method,\n`x-sdk-name` on a path parameter the argument's name. `openapi/COVERAGE.md` is\ngenerated from these files.\n",
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
      "description": "A hosting provider's HostBill client API. Include any /api prefix.",
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
      "description": "Countries, provinces and wards (two-level local government since 1 July 2025). v1.0 shows the paths; the two-level answers on them are inferred."
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
      "name": "Client area",
      "description": "The client's profile, logs and portal notifications (HostBill User API)."
    },
    {
      "name": "Contact",
      "description": "Contacts (sub-accounts) of the client and their privileges (HostBill User API)."
    },
    {
      "name": "Affiliate",
      "description": "The client's affiliate account (HostBill User API)."
    },
    {
      "name": "Cloud Virtual Machine",
      "description": "Read and drive the virtual machines of a cloud service (HostBill User API)."
    },
    {
      "name": "Cloud Instance",
      "description": "VM lifecycle of a cloud service: create, power, resize, rebuild, IPs, disks, ISO images, rDNS (HostBill User API)."
    },
    {
      "name": "Cloud GPU",
      "description": "Power and firewall of a cloud GPU service (HostBill User API)."
    },
    {
      "name": "Virtualizor Services",
      "description": "Virtualizor VMs: rebuild templates, suspend, SSH keys (HostBill User API)."
    },
    {
      "name": "Dedicated Servers",
      "description": "Bare-metal servers: reinstall templates, diagnostics, rescue, IPs, VLANs, power (HostBill User API)."
    },
    {
      "name": "Hosting Services",
      "description": "Hosting servers: reinstall, power status, bandwidth, reset (HostBill User API)."
    },
    {
      "name": "Colocation",
      "description": "Colocation: PDU ports and bandwidth (HostBill User API)."
    },
    {
      "name": "public cloud VM",
      "description": "Public cloud VMs: rescue, console, usage (HostBill User API)."
    },
    {
      "name": "Status",
      "description": "Service status lookups (HostBill User API)."
    },
    {
      "name": "LocationV2",
      "description": "Countries, states and cities (HostBill User API)."
    },
    {
      "name": "Domains",
      "description": "The client's domains: details, nameservers, lock, contacts, forwarding, renewal, ordering, WHOIS (HostBill User API)."
    },
    {
      "name": "eKYC domains",
      "description": "Electronic identity verification for domain registration (Tino's HostBill portal)."
    },
    {
      "name": "DNS Manage",
      "description": "A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API)."
    },
    {
      "name": "DNS",
      "description": "DNS-hosting zones and their records (HostBill User API)."
    },
    {
      "name": "SSL Certificates",
      "description": "SSL certificates: list, details, download, order (HostBill User API)."
    },
    {
      "name": "Services",
      "description": "Any service: details, methods, cancel, label, renewal, billing cycle, and the VM, IP and rDNS routes HostBill files here (HostBill User API)."
    },
    {
      "name": "Billing",
      "description": "Balance, invoices, credit and payment methods (HostBill User API)."
    },
    {
      "name": "Cart",
      "description": "Product categories, product configuration, orders and quotes (HostBill User API)."
    },
    {
      "name": "Support",
      "description": "Tickets, departments, news and the knowledge base (HostBill User API)."
    }
  ],
  "x-source-conventions": [
    {
      "kind": "type",
      "in": "path",
      "sourceType": "integer",
      "docType": "string",
      "reason": "HostBill's exports type path ids integer; the document keeps them strings: a URL segment is\ntext either way, and the SDK takes the ids as its callers hold them (the CLI's arguments,\nids HostBill itself answers as strings).\n"
    },
    {
      "kind": "type",
      "in": "body",
      "sourceType": "integer",
      "docType": "string",
      "reason": "HostBill's exports type some request fields integer but send every field as a query\nstring, where an integer is its digits; the document keeps string, which HostBill reads\nthe same.\n"
    },
    {
      "kind": "type",
      "sourceType": "array",
      "docType": "object",
      "reason": "HostBill is PHP: the exports' `array` is a PHP array keyed by name (`data[name]=value`),\nwhich is a JSON object in a JSON body.\n"
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
        "x-source-exceptions": [
          {
            "kind": "required",
            "param": "body.districtName",
            "source": "vnnic-v1.0",
            "reason": "v1.0 (April 2024) requires it; Vietnam removed districts on 1 July 2025, so an address without one is valid (MaintainDomain's description)."
          },
          {
            "kind": "missing",
            "param": "body.icannRegistrarName",
            "source": "vnnic-v1.0",
            "reason": "The seed's MaintainDomain (§2.1, the service's own spec) has no icannRegistrarName and has ianaNumber instead: the registrar is named by its IANA number."
          },
          {
            "kind": "extra",
            "params": [
              "body.ianaNumber",
              "body.is5LevelPlace"
            ],
            "source": "vnnic-v1.0",
            "reason": "The seed's MaintainDomain (§2.1) has them; v1.0 predates them."
          },
          {
            "kind": "extra",
            "params": [
              "response.id",
              "response.link",
              "response.requestTime",
              "response.addedDomain",
              "response.changedDomain",
              "response.removedDomain",
              "response.subListDomain"
            ],
            "source": "vnnic-v1.0",
            "reason": "The seed's ReportRequestInfo (§2.2) has them; v1.0's table is shorter."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "seed",
        "x-idempotent": true,
        "x-sdk-method": "reports.uploadMaintainDomains",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "reports.listPendingSubLists",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "reports.uploadMaintainDomainSubList",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "reports.mergeSubLists",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-source-exceptions": [
          {
            "kind": "required",
            "param": "body.districtName",
            "source": "vnnic-v1.0",
            "reason": "v1.0 (April 2024) requires it; Vietnam removed districts on 1 July 2025, so an address without one is valid (MaintainDomain's description)."
          },
          {
            "kind": "missing",
            "param": "body.icannRegistrarName",
            "source": "vnnic-v1.0",
            "reason": "The seed's MaintainDomain (§2.1) has no icannRegistrarName and has ianaNumber instead."
          },
          {
            "kind": "extra",
            "params": [
              "body.ianaNumber",
              "body.is5LevelPlace"
            ],
            "source": "vnnic-v1.0",
            "reason": "The seed's MaintainDomain (§2.1) has them; v1.0 predates them."
          },
          {
            "kind": "extra",
            "params": [
              "response.id",
              "response.link",
              "response.requestTime",
              "response.subListDomain"
            ],
            "source": "vnnic-v1.0",
            "reason": "The seed's ReportRequestInfo (§2.2) has them; v1.0's table is shorter."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": false,
        "x-sdk-method": "reports.uploadFluctuations",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "reports.getStatus",
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "reportId",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden (the report belongs to another registrar)"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "domains.list",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-source-exceptions": [
          {
            "kind": "type",
            "param": "response.icannRegistrarName",
            "source": "vnnic-v1.0",
            "reason": "v1.0's response table says boolean, but describes a registrar's trade name and its example (§2.11.3) has a string: a typo in the table."
          },
          {
            "kind": "extra",
            "param": "response.fullAddress",
            "source": "vnnic-v1.0",
            "reason": "In v1.0's example answer (§2.11.3), not in its table."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "domains.get",
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "domainName",
            "in": "path",
            "x-sdk-name": "domainName",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "403": {
            "description": "Forbidden"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-source-exceptions": [
          {
            "kind": "path",
            "source": "vnnic-v1.0",
            "path": "/categories/registrars/icann-registrars",
            "reason": "v1.0's example (§2.9.3) says /categories/registrars/icann-registrars; S2's README says that address is wrong in the document and /categories/icann-registrars is the one that works."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "registrars.listIcann",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "places.listCountries",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "Serves \"Get all list of provinces\" of both place services (one path in v1.0). v1.0 (April\n2024) confirms the path and fields of the old five-level service; that the current\ntwo-level Place Category Service answers here is inferred: no source shows it.\n",
        "operationId": "getAllListOfProvincesUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "places.listProvinces",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sdk-method": "places.listDistricts",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-source-exceptions": [
          {
            "kind": "type",
            "param": "cityId",
            "source": "vnnic-v1.0",
            "reason": "v1.0's table says int, but its own example URL (/places/districts/001, §2.6.3) keeps leading zeros, which an integer would lose: the document keeps a string of digits."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "places.listDistrictsByCity",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "Serves \"Get all list of wards\" of both place services (one path in v1.0). v1.0 (April\n2024) confirms the path and fields of the old five-level service; that the current\ntwo-level Place Category Service answers here, with wards that have no district, is\ninferred: no source shows it.\n",
        "operationId": "getAllListOfWardsUsingGET",
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "places.listWards",
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
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-source-exceptions": [
          {
            "kind": "type",
            "param": "districtId",
            "source": "vnnic-v1.0",
            "reason": "v1.0's table says int; the path segment is text either way and the SDK keeps ids as the caller holds them (see cityId, whose example keeps leading zeros)."
          },
          {
            "kind": "path-name",
            "param": "districtId",
            "source": "vnnic-v1.0",
            "reason": "v1.0's get-parameter table capitalises it (`DistrictId`); its response tables and the rest of v1.0 say `districtId`."
          }
        ],
        "x-package": "reporting",
        "x-provenance": "vnnic-v1.0",
        "x-idempotent": true,
        "x-sdk-method": "places.listWardsByDistrict",
        "security": [
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "districtId",
            "in": "path",
            "x-sdk-name": "districtId",
            "required": true,
            "description": "District identifier, a string of digits that keeps its leading zeros (v1.0's example:\n`/places/wards/101`). The 1-5 digit pattern is the SDK's own check, not VNNIC's.\n",
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
          "400": {
            "description": "Bad Request (the body or a parameter does not match the document)"
          },
          "401": {
            "description": "Unauthorized"
          },
          "404": {
            "description": "Not Found"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Exchanges a username and password for an access token and a refresh token.\n",
        "x-sources": "Sources: DS, DC, HTC, TD, TR, TF, TB, WL (DS and DC are HostBill's own swagger exports:\nhigh trust). The swagger example is just `Success`; TB, TR and TF read `{token, refresh}`,\nthe Tino SPA also `client`, `currency`, `verify`. WL treats HTTP 401 or 403 as bad\ncredentials.\n",
        "operationId": "Utility_login",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "remember",
            "reason": "TR (Tino's own client, high trust) sends `remember` for a long session; the exports do not list it."
          },
          {
            "kind": "required",
            "params": [
              "username",
              "password"
            ],
            "reason": "The SDK's own rule (LoginRequest's description): a login without them cannot succeed."
          }
        ],
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "auth.login",
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Exchanges a refresh token for a new access token (and possibly a new refresh token). Not\nidempotent: a provider may rotate the refresh token on use.\n",
        "x-sources": "Sources: DS, DC, HTC, TD, TR, TB, WL (high). No official example; WL requires both `token`\nand `refresh` in the answer (the refresh token rotates there).\n",
        "operationId": "Utility_refreshToken",
        "x-source-exceptions": [
          {
            "kind": "required",
            "param": "refresh_token",
            "reason": "The SDK's own rule (RefreshRequest's description): a refresh without it cannot succeed."
          }
        ],
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "auth.refresh",
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Invalidates the authorization token.\n",
        "x-sources": "Sources: DS, DC, HTC, TF (high); no source shows an example answer.\n",
        "operationId": "Utility_logout",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "auth.logout",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Invalidates the authorization and the refresh token. Pass the refresh token, or call with\na valid access token.\n",
        "x-sources": "Sources: DS, DC, HTC (high); no example answer.\n",
        "operationId": "Utility_revokeToken",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "auth.revoke",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "refresh_token": {
                    "type": "string",
                    "description": "The refresh token to revoke.\n",
                    "x-sources": "The refresh token to revoke (DS, DC, HTC).\n"
                  }
                }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/passwordreset": {
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
        "summary": "Password reset",
        "description": "Not idempotent: every call sends an e-mail.\n",
        "x-sources": "Requests a password reset e-mail for the account (not in the seed's list; HTC only). No\nsource shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Utility_passwordReset",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "auth.requestPasswordReset",
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "email": {
                    "type": "string",
                    "description": "E-mail address of the account."
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/signup": {
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
          "Client area"
        ],
        "summary": "Sign up",
        "description": "Creates a client account with a `password`, a `currency` and the profile fields of the\nportal's registration form. Other fields the portal defines are accepted.\n",
        "x-sources": "Creates a client account with a `password`, a `currency` (DC: USD|TRY) and the profile\nfields. Profile fields follow each portal's registration form: DC lists `type`\n(Private|Company), names, `email`, company, address, `phonenumber`, `currency` and custom\nfields (`tckno`, `taxno`, ...); HTC adds `taxid`, `gender`, `nationalid`, `birthday`\n(dd/mm/yyyy). Sources: DC (high), HTC (high for paths), TF (medium).\n",
        "operationId": "Client area_signUp",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "profile.signUp",
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
                    "description": "dd/mm/yyyy.\n",
                    "x-sources": "dd/mm/yyyy (HTC).\n"
                  }
                }
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
                  "$ref": "#/components/schemas/SignUpResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/details": {
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
          "Client area"
        ],
        "summary": "User Details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TD (high), TB (medium-high), TF\n(medium); the example is DS/DC's.\n",
        "operationId": "Client area_userDetails",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "profile.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ClientDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Client area"
        ],
        "summary": "Update User Details",
        "description": "Updates the client's profile. Other fields the portal defines are accepted. Answer:\n`Success`.\n",
        "x-sources": "Profile fields follow each portal's registration form: DC lists `type` (Private|Company),\nnames, `email`, company, address, `phonenumber`, `currency` and custom fields (`tckno`,\n`taxno`, ...); HTC adds `taxid`, `gender`, `nationalid`, `birthday` (dd/mm/yyyy). HTC also\nhas `bankname`, `bankaccount`, `bankaccountname`. No source shows an example answer: the\nschema is open. Sources: DC (high), HTC (high for paths), TF (medium).\n",
        "operationId": "Client area_updateUserDetails",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "profile.update",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/logs": {
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
          "Client area"
        ],
        "summary": "User Logs",
        "description": "Logs from the client's history.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TB (medium-high).\n",
        "operationId": "Client area_userLogs",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "profile.listLogs",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/notifications": {
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
          "Client area"
        ],
        "summary": "List all portal notifications",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths), TB (medium-high).\n",
        "operationId": "Client area_listNotifications",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "notifications.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "rel_type",
            "in": "query",
            "required": false,
            "description": "Optional filter: type of the related item.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "rel_id",
            "in": "query",
            "required": false,
            "description": "Optional filter: id of the related item.",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/notifications/new": {
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
          "Client area"
        ],
        "summary": "List new portal notifications",
        "description": "Only the notifications not acknowledged yet.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths), TB (medium-high).\n",
        "operationId": "Client area_listNewNotifications",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "notifications.listNew",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "rel_type",
            "in": "query",
            "required": false,
            "description": "Optional filter: type of the related item.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "rel_id",
            "in": "query",
            "required": false,
            "description": "Optional filter: id of the related item.",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/notifications/{id}/ack": {
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
      "put": {
        "tags": [
          "Client area"
        ],
        "summary": "Acknowledge notification",
        "description": "Marks the notification as read.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths), TB (medium-high).\n",
        "operationId": "Client area_acknowledgeNotification",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "notifications.acknowledge",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "notificationId",
            "required": true,
            "description": "Identifier of the notification.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/contact": {
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
          "Contact"
        ],
        "summary": "Add contact",
        "description": "Adds a contact. `password` is optional and lets the contact log in; `privileges` is\nformatted as GET /contact/privileges returns it; the profile fields are those of PUT\n/details. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Contact_addContact",
        "x-source-exceptions": [
          {
            "kind": "missing",
            "params": [
              "tckno",
              "tcknyear",
              "taxno",
              "taxoffice",
              "passport"
            ],
            "source": "DC",
            "reason": "DCHost's custom client fields (DC's `tckno`, `taxno`); the body is open (additionalProperties) and takes them where an install has them."
          },
          {
            "kind": "missing",
            "params": [
              "taxid",
              "gender",
              "nationalid",
              "birthday",
              "bankname",
              "bankaccount",
              "bankaccountname"
            ],
            "source": "HTC",
            "reason": "HiTechCloud's custom client fields; the body is open (additionalProperties) and takes them where an install has them."
          }
        ],
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "contacts.create",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "tags": [
          "Contact"
        ],
        "summary": "List contacts",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Contact_listContacts",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "contacts.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ContactList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/contact/privileges": {
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
          "Contact"
        ],
        "summary": "Contact privileges",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Contact_contactPrivileges",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "contacts.listPrivileges",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ContactPrivileges"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/contact/{id}": {
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
          "Contact"
        ],
        "summary": "Get contacts details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Contact_getContact",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "contacts.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "contactId",
            "required": true,
            "description": "Identifier of the contact.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ContactDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Contact"
        ],
        "summary": "Edit contact",
        "description": "Changes a contact's profile fields and privileges. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Contact_editContact",
        "x-source-exceptions": [
          {
            "kind": "missing",
            "params": [
              "tckno",
              "tcknyear",
              "taxno",
              "taxoffice",
              "passport"
            ],
            "source": "DC",
            "reason": "DCHost's custom client fields (see Add contact); the body is open for them."
          },
          {
            "kind": "missing",
            "params": [
              "taxid",
              "gender",
              "nationalid",
              "birthday",
              "bankname",
              "bankaccount",
              "bankaccountname"
            ],
            "source": "HTC",
            "reason": "HiTechCloud's custom client fields (see Add contact); the body is open for them."
          }
        ],
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "contacts.update",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "contactId",
            "required": true,
            "description": "Identifier of the contact.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/summary": {
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
          "Affiliate"
        ],
        "summary": "Affiliate summary",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_summary",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.getSummary",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/campaigns": {
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
          "Affiliate"
        ],
        "summary": "Affiliate campaigns",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_campaigns",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.listCampaigns",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/commissions": {
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
          "Affiliate"
        ],
        "summary": "Affiliate commissions",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_commissions",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.listCommissions",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/payouts": {
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
          "Affiliate"
        ],
        "summary": "Affiliate payouts",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_payouts",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.listPayouts",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/vouchers": {
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
          "Affiliate"
        ],
        "summary": "Affiliate vouchers",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_vouchers",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.listVouchers",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/affiliates/commissionplans": {
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
          "Affiliate"
        ],
        "summary": "Affiliate commission plans",
        "x-sources": "No source documents parameters; the swagger answer is just `Success`. No source shows the\nanswer's shape: the schema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Affiliate_commissionPlans",
        "x-package": "account",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "affiliate.listCommissionPlans",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Shows available and used resources of the service.\n",
        "x-sources": "Route confirmed by DC, HTC and TF (high for the path); no source anywhere shows a response\nbody (TF calls it without reading fields), so the seed's \"200, no body\" stands.\n",
        "operationId": "Cloud Virtual Machine_resources",
        "x-package": "compute",
        "x-provenance": "seed",
        "x-idempotent": true,
        "x-sdk-method": "vms.getResources",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "serviceId",
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
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "No official example. TF (Tino) and WL (DCHost-style) read `vms` as an object keyed by VM\nid (`{vms: {\"<id>\": {...}}}`), not the array of this document's first release: read either\nform. Sources: DC (high), HTC (high for paths), TF (medium), WL (medium-high).\n",
        "operationId": "Cloud Virtual Machine_listVms",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Create VM",
        "description": "Creates a virtual machine in the cloud service.\n",
        "x-sources": "The parameters differ by module: HTC lists `label`, `template_id`, `password`, `memory`\n(MB), `cpu`, `cpu_share`, `disk` (GB), `swap`, `note`, `license_key`, `license_type`; DC\nlists `label`, `template`, `memory`, `cpu`, `disk`, `interface` (array). No source shows\nan example answer: the schema is open. Sources: DC (high), HTC (high for paths).\n",
        "operationId": "Cloud Instance_createVm",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.create",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "Sources: DS, DC, HTC, TB (high). DS/DC example: `{resources: [{id: 1557, name:\n\"Bandwidth\", type: \"select\", items: [{id, name, price, setup_price, selected}]}], package:\n[]}`.\n",
        "operationId": "Cloud Virtual Machine_upgradeOptions",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getUpgradeOptions",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Upgrade Request",
        "description": "`send: true` submits the request; otherwise the answer is an estimate. `resources` maps\nresource id to a quantity, an item id, or `{item_id: qty}`. Answer: `Success` (no\nexample).\n",
        "x-sources": "Sources: DS, DC (parameters), HTC, TR, TB (high).\n",
        "operationId": "Cloud Virtual Machine_upgradeRequest",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.requestUpgrade",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "Templates that can be used to rebuild the virtual server.\n",
        "x-sources": "Source: HTC (high for the path; no example answer).\n",
        "operationId": "Cloud Virtual Machine_rebuildTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listRebuildTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "HTC: \"Returns base64 encoded png image\". Source: HTC (high for the path; no example\nanswer).\n",
        "operationId": "Cloud Virtual Machine_memoryUsage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getMemoryUsage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "ISO images for a virtual server.\n",
        "x-sources": "Source: HTC (high for the path; no example answer).\n",
        "operationId": "Cloud Virtual Machine_listIsoImages",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listIsoImages",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Virtual Machine"
        ],
        "summary": "Mount ISO image",
        "x-sources": "Source: HTC, whose parameter is named `image` (\"ISO Image name, leave empty to unmount\nimages\"). The first release's body field `iso` is gone: a real server ignores it. No\nexample answer.\n",
        "operationId": "Cloud Virtual Machine_mountIsoImage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.mountIsoImage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "required": false,
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "Source: HTC, whose parameter is named `order` (`cd` HDD then CD-ROM, `dc`, `c` HDD only,\n`d` CD-ROM only). The first release's body field `boot` is gone: a real server ignores it.\nNo example answer.\n",
        "operationId": "Cloud Virtual Machine_bootOrder",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.setBootOrder",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "x-sources": "Source: HTC, which takes `state` (on/off). No example answer.\n",
        "operationId": "Cloud Virtual Machine_enablePxe",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.enablePxe",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PxeRequest"
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/templates": {
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
        "summary": "List OS templates",
        "description": "Templates that can be used to create a virtual server.\n",
        "x-sources": "DC files it under Services with this summary; HTC uses the same path for its \"AI Factory -\nList templates\". TB sends `page`. No source shows the answer's shape: the schema is open.\nSources: DC (high), TB (medium-high).\n",
        "operationId": "Cloud Virtual Machine_listOsTemplates",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "page",
            "reason": "TB (medium-high, a real client) sends `?page=N`; DC documents no parameter."
          }
        ],
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "page",
            "in": "query",
            "required": false,
            "description": "Page number.\n",
            "x-sources": "Page number (TB).\n",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}": {
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
          "Cloud Instance"
        ],
        "summary": "Get VM details",
        "x-sources": "WL treats HTTP 404 as \"VM gone\". Sources: DC (high), HTC (high for paths), TF (medium), WL\n(medium-high).\n",
        "operationId": "Cloud Instance_getVm",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.get",
        "x-sdk-waiter": {
          "select": "vm",
          "states": [
            "running",
            "stopped",
            "starting",
            "stopping",
            "rebooting",
            "creating"
          ]
        },
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Destroy VM",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Cloud Instance_destroyVm",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.destroy",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Resize VM",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Cloud Instance_resizeVm",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.resize",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                    "x-sources": "HTC.\n",
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/stop": {
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
          "Cloud Instance"
        ],
        "summary": "Stop VM",
        "description": "Stops the VM (power off). Repeating it is harmless.\n",
        "x-sources": "Sources: DC (high), HTC (high for paths), WL (medium-high).\n",
        "operationId": "Cloud Instance_stop",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.stop",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/start": {
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
          "Cloud Instance"
        ],
        "summary": "Start VM",
        "description": "Starts the VM. Repeating it is harmless.\n",
        "x-sources": "Sources: DC (high), HTC (high for paths), WL (medium-high).\n",
        "operationId": "Cloud Instance_start",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.start",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/reboot": {
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
          "Cloud Instance"
        ],
        "summary": "Reboot VM",
        "description": "Reboots the VM; `iso` boots it from an ISO image. Not idempotent: a repeat reboots again.\n",
        "x-sources": "Reboots the VM; `iso` (optional, HTC) boots it from an ISO image. Sources: DC (high), HTC\n(high for paths).\n",
        "operationId": "Cloud Instance_reboot",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.reboot",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "iso": {
                    "type": "string",
                    "description": "Optional: ISO image to boot from.\n",
                    "x-sources": "Optional: ISO image to boot from (HTC).\n"
                  }
                }
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/resetpwd": {
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
          "Cloud Instance"
        ],
        "summary": "Reset VM password",
        "description": "Resets the root password of the VM.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_resetPassword",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.resetPassword",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/rebuild": {
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
          "Cloud Instance"
        ],
        "summary": "Rebuild VM",
        "description": "Reinstalls the VM from a template (its disk is wiped).\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Cloud Instance_rebuild",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.rebuild",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "template": {
                    "type": "string",
                    "description": "Template to rebuild from."
                  },
                  "license_key": {
                    "type": "string",
                    "x-sources": "HTC.\n"
                  },
                  "license_type": {
                    "type": "string",
                    "x-sources": "HTC.\n"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "tags": [
          "Virtualizor Services"
        ],
        "summary": "List rebuild templates",
        "description": "Templates a Virtualizor VM can be rebuilt from. A module route: it exists only for\nservices whose provisioning module provides it (GET /service/{id}/methods lists a\nservice's routes).\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Virtualizor Services_listRebuildTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listVirtualizorTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "template",
            "in": "query",
            "required": false,
            "x-sources": "As HTC lists it (its meaning is not documented).\n",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/ips": {
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
          "Cloud Instance"
        ],
        "summary": "List VM IPs",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Cloud Instance_listIps",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listIps",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "type",
            "in": "query",
            "required": false,
            "description": "ipv4 or ipv6.\n",
            "x-sources": "ipv4 or ipv6 (DC).\n",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "iface",
            "in": "query",
            "required": false,
            "description": "Interface number.\n",
            "x-sources": "Interface number (DC).\n",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "bridge",
            "in": "query",
            "required": false,
            "description": "Bridge.\n",
            "x-sources": "Bridge (DC).\n",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Assign IP to VM",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_assignIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.assignIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/ips/{ipid}": {
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
      "delete": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Remove IP from VM",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_removeIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.removeIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "ipid",
            "in": "path",
            "x-sdk-name": "ipId",
            "required": true,
            "description": "IP address identifier.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "interfaceid",
            "in": "query",
            "required": false,
            "description": "Interface id.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/interfaces": {
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
          "Cloud Instance"
        ],
        "summary": "List VM network interfaces",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Cloud Instance_listInterfaces",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listInterfaces",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Services"
        ],
        "summary": "Add network interface",
        "x-sources": "(In the Services group; the GET on this path is Cloud Instance's.) WL requires a truthy\n`status` in the answer. Sources: DC (high), HTC (high for paths), WL (medium-high).\n",
        "operationId": "Services_addInterface",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.addInterface",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "bridge": {
                    "type": "string",
                    "x-sources": "HTC.\n"
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/interfaces/{iface}/ips": {
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
          "Cloud Instance"
        ],
        "summary": "List available IPs",
        "description": "IPs that can be assigned to the virtual server on this interface.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_listAvailableIps",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listAvailableIps",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "iface",
            "in": "path",
            "x-sdk-name": "interfaceId",
            "required": true,
            "description": "Interface name or id, e.g. `0` or `net0`.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/usage/cpu": {
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
          "Cloud Instance"
        ],
        "summary": "VM CPU usage graph",
        "x-sources": "HTC: \"Returns html code that can be embedded in page\". No source shows the answer's shape:\nthe schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_getCpuUsage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getCpuUsage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/usage/net": {
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
          "Cloud Instance"
        ],
        "summary": "VM network usage graph",
        "x-sources": "HTC: \"Returns html code that can be embedded in page\". No source shows the answer's shape:\nthe schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_getNetworkUsage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getNetworkUsage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/usage/disk": {
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
          "Cloud Instance"
        ],
        "summary": "VM disk usage graph",
        "x-sources": "HTC: \"Returns html code that can be embedded in page\". No source shows the answer's shape:\nthe schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_getDiskUsage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getDiskUsage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/storage": {
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
          "Cloud Instance"
        ],
        "summary": "List disks",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_listDisks",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listDisks",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/storage/{diskid}": {
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
      "put": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Resize disk",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_resizeDisk",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.resizeDisk",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "diskid",
            "in": "path",
            "x-sdk-name": "diskId",
            "required": true,
            "description": "Disk identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/images": {
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
          "Cloud Instance"
        ],
        "summary": "List ISO images (service)",
        "description": "ISO images that can be attached to the service's VMs.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_listServiceIsoImages",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listServiceIsoImages",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Add ISO image",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_addIsoImage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.addIsoImage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/rdns": {
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
          "Cloud Instance"
        ],
        "summary": "VM reverse DNS",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_listReverseDns",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listReverseDns",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud Instance"
        ],
        "summary": "Update VM rDNS",
        "description": "Sets reverse DNS names. Repeating it with the same names is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_updateReverseDns",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.updateReverseDns",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/rebuild_network": {
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
          "Cloud Instance"
        ],
        "summary": "Rebuild network",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud Instance_rebuildNetwork",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.rebuildNetwork",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
          "required": false,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/suspend": {
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
          "Virtualizor Services"
        ],
        "summary": "Suspend VM",
        "description": "Repeating it is harmless. A module route: it exists only for services whose provisioning\nmodule provides it (GET /service/{id}/methods lists a service's routes).\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Virtualizor Services_suspend",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.suspend",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/unsuspend": {
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
          "Virtualizor Services"
        ],
        "summary": "Unsuspend VM",
        "description": "Repeating it is harmless. A module route: it exists only for services whose provisioning\nmodule provides it (GET /service/{id}/methods lists a service's routes).\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Virtualizor Services_unsuspend",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.unsuspend",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/addsshkey": {
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
          "Virtualizor Services"
        ],
        "summary": "Change SSH key",
        "description": "Sets the VM's SSH keys (`keys`: SSH key ids). A module route: it exists only for services\nwhose provisioning module provides it (GET /service/{id}/methods lists a service's\nroutes).\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Virtualizor Services_changeSshKey",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "keys",
            "reason": "HTC's request description lists `keys` (array, SSH key ids) in its parameter table, not as a query field."
          }
        ],
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.setSshKeys",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/reboot": {
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
      "put": {
        "tags": [
          "Cloud GPU"
        ],
        "summary": "Reboot VM",
        "description": "Not idempotent although PUT: a repeat reboots again.\n",
        "x-sources": "HTC records PUT. Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_reboot",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "gpu.reboot",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/stop": {
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
      "put": {
        "tags": [
          "Cloud GPU"
        ],
        "summary": "Stop VM",
        "x-sources": "Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_stop",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "gpu.stop",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/start": {
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
      "put": {
        "tags": [
          "Cloud GPU"
        ],
        "summary": "Start VM",
        "x-sources": "Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_start",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "gpu.start",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/firewall": {
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
          "Cloud GPU"
        ],
        "summary": "Get firewall rules",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_listFirewallRules",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "gpu.listFirewallRules",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cloud GPU"
        ],
        "summary": "Add firewall rule",
        "description": "One rule, as flat parameters (not a `rules` array).\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_addFirewallRule",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "gpu.addFirewallRule",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/firewall/{position}": {
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
      "delete": {
        "tags": [
          "Cloud GPU"
        ],
        "summary": "Remove firewall rule",
        "description": "Not idempotent although DELETE: rules are addressed by position, so a repeat removes the\nrule that moved into it.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Cloud GPU_removeFirewallRule",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "gpu.removeFirewallRule",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "position",
            "in": "path",
            "x-sdk-name": "position",
            "required": true,
            "description": "Rule position.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/rescue": {
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
          "public cloud VM"
        ],
        "summary": "Rescue VM",
        "description": "Reboots the virtual server into rescue mode.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "public cloud VM_rescue",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.rescue",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/unrescue": {
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
          "public cloud VM"
        ],
        "summary": "Unrescue VM",
        "description": "Disables rescue mode. Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "public cloud VM_unrescue",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.unrescue",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/console": {
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
          "public cloud VM"
        ],
        "summary": "Console",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "public cloud VM_console",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getConsole",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/usage": {
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
          "public cloud VM"
        ],
        "summary": "VM usage",
        "x-sources": "Tino's SPA also calls this path.\nNo source shows the answer's shape: the schema is open. Sources: HTC (high for paths), TF\n(medium).\n",
        "operationId": "public cloud VM_usage",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getUsage",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/reinstall/templates": {
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
          "Dedicated Servers"
        ],
        "summary": "List OS templates and recipes",
        "description": "The `usablefor` key of a template says which recipes support it.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listOsTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listOsTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/diag/templates": {
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
          "Dedicated Servers"
        ],
        "summary": "List diagnostics templates",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listDiagnosticsTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listDiagnosticsTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/diag": {
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
          "Dedicated Servers"
        ],
        "summary": "Diagnostics status",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_getDiagnostics",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.getDiagnostics",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Dedicated Servers"
        ],
        "summary": "Run diagnostics",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_runDiagnostics",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "servers.runDiagnostics",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/diag/cancel": {
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
          "Dedicated Servers"
        ],
        "summary": "Cancel diagnostics",
        "description": "Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_cancelDiagnostics",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.cancelDiagnostics",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/rescue/templates": {
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
          "Dedicated Servers"
        ],
        "summary": "List rescue templates",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listRescueTemplates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listRescueTemplates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/rescue": {
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
          "Dedicated Servers"
        ],
        "summary": "Rescue status",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_getRescue",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.getRescue",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Dedicated Servers"
        ],
        "summary": "Start rescue",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_startRescue",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "servers.startRescue",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/rescue/cancel": {
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
          "Dedicated Servers"
        ],
        "summary": "Cancel rescue",
        "description": "Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_cancelRescue",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.cancelRescue",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/info": {
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
          "Dedicated Servers"
        ],
        "summary": "Server info",
        "description": "Server hardware and OS details.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_getInfo",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.getInfo",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/hostname": {
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
          "Dedicated Servers"
        ],
        "summary": "Update hostname",
        "description": "Repeating it with the same name is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_setHostname",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.setHostname",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "hostname": {
                    "type": "string"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/ips": {
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
          "Dedicated Servers"
        ],
        "summary": "List IPs",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listIps",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listIps",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Dedicated Servers"
        ],
        "summary": "Add IP",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_addIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "servers.addIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vlans": {
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
          "Dedicated Servers"
        ],
        "summary": "List VLANs",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listVlans",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listVlans",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/ips/{ip}": {
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
          "Dedicated Servers"
        ],
        "summary": "IP details",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_getIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.getIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "ip",
            "in": "path",
            "x-sdk-name": "ipId",
            "required": true,
            "description": "IP address identifier.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Dedicated Servers"
        ],
        "summary": "Edit IP",
        "description": "Sets the IP's domain (POST, not PUT). Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_updateIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.updateIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "ip",
            "in": "path",
            "x-sdk-name": "ipId",
            "required": true,
            "description": "IP address identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "domain": {
                    "type": "string"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "Dedicated Servers"
        ],
        "summary": "Delete IP",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_deleteIp",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.deleteIp",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "ip",
            "in": "path",
            "x-sdk-name": "ipId",
            "required": true,
            "description": "IP address identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/reboot": {
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
          "Dedicated Servers"
        ],
        "summary": "Reboot",
        "description": "Not idempotent: a repeat reboots again.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_reboot",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "servers.reboot",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/poweroff": {
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
          "Dedicated Servers"
        ],
        "summary": "Power off",
        "description": "Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_powerOff",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.powerOff",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/poweron": {
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
          "Dedicated Servers"
        ],
        "summary": "Power on",
        "description": "Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_powerOn",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.powerOn",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/serverstock": {
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
          "Dedicated Servers"
        ],
        "summary": "List servers in stock",
        "x-sources": "HTC's description of this item is copied from \"Rebuild network\". No source shows the\nanswer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Dedicated Servers_listInStock",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "servers.listInStock",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/reinstall": {
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
          "Hosting Services"
        ],
        "summary": "Reinstall details",
        "description": "Installation options for the server.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_getReinstallOptions",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "hosting.getReinstallOptions",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Hosting Services"
        ],
        "summary": "Reinstall server",
        "x-sources": "HTC's parameter descriptions are placeholders. No source shows an example answer: the\nschema is open. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_reinstall",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "hosting.reinstall",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/status": {
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
          "Hosting Services"
        ],
        "summary": "Server power status",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_getPowerStatus",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "hosting.getPowerStatus",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/bandwidth": {
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
          "Hosting Services"
        ],
        "summary": "Bandwidth usage",
        "description": "Bandwidth usage and billing details.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_getBandwidth",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "hosting.getBandwidth",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/bandwidth-graphs": {
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
          "Hosting Services",
          "Colocation"
        ],
        "summary": "Bandwidth graph",
        "description": "Base64-encoded images of the bandwidth used in the last day, week and month.\n",
        "x-sources": "Also Colocation's \"bandwidth graph\": HTC lists the route only under Hosting Services and\nno colocation-specific route was seen. No source shows the answer's shape: the schema is\nopen. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_getBandwidthGraphs",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "hosting.getBandwidthGraphs",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/reset": {
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
          "Hosting Services"
        ],
        "summary": "Reset server",
        "description": "Not idempotent: a repeat resets again.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Hosting Services_reset",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "hosting.reset",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/pdu": {
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
          "Colocation"
        ],
        "summary": "PDU ports",
        "description": "PDU ports assigned to the service.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Colocation_listPduPorts",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "colocation.listPduPorts",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/pdu/{port}": {
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
          "Colocation"
        ],
        "summary": "PDU port state",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Colocation_getPduPort",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "colocation.getPduPort",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "port",
            "in": "path",
            "x-sdk-name": "port",
            "required": true,
            "description": "PDU port.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Colocation"
        ],
        "summary": "Set PDU port status",
        "description": "Switches the port on (`power: 'true'`) or off (`'false'`). Repeating it is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Colocation_setPduPort",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "colocation.setPduPort",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "name": "port",
            "in": "path",
            "x-sdk-name": "port",
            "required": true,
            "description": "PDU port.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/statuses": {
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
          "Status"
        ],
        "summary": "List statuses",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Status_list",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "statuses.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Filter by status.",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/statuses/{id}": {
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
      "put": {
        "tags": [
          "Status"
        ],
        "summary": "Status details",
        "description": "Details of a status item. The method is PUT, as the provider's documentation records it.\n",
        "x-sources": "Kept as the source shows it.\nHTC records PUT (sic) for this \"Returns details of status\" item; GET may be what the\nportal means. No source shows the answer's shape: the schema is open. Sources: HTC (high\nfor paths).\n",
        "operationId": "Status_get",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "statuses.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "statusId",
            "required": true,
            "description": "Identifier of the status.",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/location_v2/countries": {
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
          "LocationV2"
        ],
        "summary": "Countries list",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "LocationV2_listCountries",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "locations.listCountries",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/location_v2/{code}/state": {
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
          "LocationV2"
        ],
        "summary": "Get state",
        "description": "States of a country.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "LocationV2_listStates",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "locations.listStates",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "code",
            "in": "path",
            "x-sdk-name": "countryCode",
            "required": true,
            "description": "Country code, e.g. `79` (an id from the portal's country list).",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/location_v2/state/{id}/city": {
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
          "LocationV2"
        ],
        "summary": "Get city",
        "description": "Cities of a state.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "LocationV2_listCities",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "locations.listCities",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "stateId",
            "required": true,
            "description": "Identifier of the state.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/location_v2/state/city/{name}": {
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
          "LocationV2"
        ],
        "summary": "Get city by state name",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "LocationV2_listCitiesByStateName",
        "x-package": "compute",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "locations.listCitiesByStateName",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "x-sdk-name": "stateName",
            "required": true,
            "description": "State name.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain": {
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
          "Domains"
        ],
        "summary": "List domains",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Domains_list",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/whois/{domain}": {
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
          "Domains"
        ],
        "summary": "Whois domain",
        "description": "WHOIS data of a domain (the seed's \"whois\").\n",
        "x-sources": "Sources: HTC (high for paths), TF (medium).\n",
        "operationId": "Domains_whois",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.whois",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "domain",
            "in": "path",
            "x-sdk-name": "domain",
            "required": true,
            "description": "Domain name.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainWhois"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}": {
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
          "Domains"
        ],
        "summary": "Domain details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TF (medium), TW (medium-high); the\nexample is DS/DC's.\n",
        "operationId": "Domains_get",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/name/{name}": {
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
          "Domains"
        ],
        "summary": "Domain details by name",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.\n",
        "operationId": "Domains_getByName",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getByName",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "x-sdk-name": "domainName",
            "required": true,
            "description": "Domain name.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainDetailsByName"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/ns": {
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
          "Domains"
        ],
        "summary": "Get nameservers",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high).\n",
        "operationId": "Domains_getNameservers",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getNameservers",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainNameservers"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update nameservers",
        "description": "Takes `nameservers` (an array), not ns1..ns4. If `nameservers` is left empty, the default\nnameservers are used. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TW (medium-high).\n",
        "operationId": "Domains_setNameservers",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.setNameservers",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/epp": {
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
          "Domains"
        ],
        "summary": "Get EPP code",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TW (medium-high).\n",
        "operationId": "Domains_getEppCode",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getEppCode",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/sync": {
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
          "Domains"
        ],
        "summary": "Synchronize domain",
        "description": "Synchronizes the domain with its registry (a GET; repeating it is harmless).\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Domains_sync",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.sync",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/reglock": {
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
          "Domains"
        ],
        "summary": "Get domain lock",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TW (medium-high).\n",
        "operationId": "Domains_getLock",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getLock",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update domain lock",
        "x-sources": "`switch`: true to lock (HTC gives the parameter; the swagger does not). No source shows an\nexample answer: the schema is open. Sources: DS (high), DC (high), HTC (high for paths),\nTW (medium-high).\n",
        "operationId": "Domains_setLock",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.setLock",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "switch": {
                    "type": "boolean",
                    "description": "true to enable."
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/idprotection": {
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
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update ID protection",
        "description": "`switch`: true to enable. There is no GET route: the state is the `idprotection` field of\nGET /domain/{id}.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TW (medium-high).\n",
        "operationId": "Domains_setIdProtection",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.setIdProtection",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "switch": {
                    "type": "boolean",
                    "description": "true to enable."
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/contact": {
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
          "Domains"
        ],
        "summary": "Get domain contact info",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high), TF (medium).\n",
        "operationId": "Domains_getContactInfo",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getContactInfo",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainContactInfo"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update domain contact info",
        "description": "`contact_info` is keyed `registrant`, `admin`, `tech`, `billing`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TW (medium-high).\n",
        "operationId": "Domains_updateContactInfo",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.updateContactInfo",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/emforwarding": {
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
          "Domains"
        ],
        "summary": "Get email forwarding",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Domains_getEmailForwarding",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getEmailForwarding",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update email forwarding",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Domains_updateEmailForwarding",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.updateEmailForwarding",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "from": {
                    "type": "string",
                    "description": "E-mail address to forward."
                  },
                  "to": {
                    "type": "string",
                    "description": "Destination.",
                    "x-sources": "Destination (given by HTC).\n"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/forwarding": {
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
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Update domain forwarding",
        "x-sources": "No source lists its parameters: the body is open. No source shows an example answer: the\nschema is open. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "Domains_updateForwarding",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.updateForwarding",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": true,
                "properties": {}
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/autorenew": {
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
          "Domains"
        ],
        "summary": "Get domain autorenew",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Domains_getAutoRenew",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getAutoRenew",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Domains"
        ],
        "summary": "Enable/disable autorenew",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Domains_setAutoRenew",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.setAutoRenew",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "autorenew": {
                    "description": "Enable or disable.",
                    "x-sources": "Enable or disable (given by HTC; its type is not documented).\n",
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/lookup": {
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
          "Domains"
        ],
        "summary": "Domain availability",
        "description": "A read, although POST: repeating it is harmless.\n",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low), TF (medium).\n",
        "operationId": "Domains_checkAvailability",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.checkAvailability",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "name": {
                    "type": "string",
                    "description": "Domain name to check."
                  }
                }
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
                  "$ref": "#/components/schemas/DomainAvailability"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/order": {
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
          "Domains"
        ],
        "summary": "Available TLDs",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.\n",
        "operationId": "Domains_listTlds",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.listTlds",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TldList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Domains"
        ],
        "summary": "Order new domain",
        "description": "Registers or transfers a domain. The swagger takes contact IDs for `registrant`, `admin`,\n`tech`, `billing`; Tino sends full contact objects. `data` holds the additional fields\nsome TLDs require (GET /domain/order/{id}/form). Answer: `Success`.\n",
        "x-sources": "The swagger takes contact IDs for `registrant`, `admin`, `tech`, `billing`; Tino (TW)\nsends full contact objects. No source shows an example answer: the schema is open.\nSources: DS (high), DC (high), HTC (high for paths), TW (medium-high).\n",
        "operationId": "Domains_order",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "domains.order",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/order/{id}/form": {
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
          "Domains"
        ],
        "summary": "Additional data for TLD",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.\n",
        "operationId": "Domains_getTldForm",
        "x-source-exceptions": [
          {
            "kind": "missing",
            "param": "tld_id",
            "source": "HTC",
            "reason": "HTC repeats the TLD id as a query field `tld_id`; DS/DC name the path's id `tld_id`: the path carries it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.getTldForm",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "tldId",
            "required": true,
            "description": "Identifier of the tld.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TldForm"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/renew": {
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
          "Domains"
        ],
        "summary": "Renew domain",
        "description": "Not idempotent: a repeat renews (and bills) again.\n",
        "x-sources": "TW handles a raw `insufficient_credit` body. No source shows an example answer: the schema\nis open. Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high).\n",
        "operationId": "Domains_renew",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "domains.renew",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/whoislookup/{domain}": {
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
          "Domains"
        ],
        "summary": "WHOIS lookup",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Domains_whoisLookup",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.lookupWhois",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "domain",
            "in": "path",
            "x-sdk-name": "domain",
            "required": true,
            "description": "Domain name.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "captcha",
            "in": "query",
            "required": false,
            "description": "CAPTCHA response (if enabled).",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/documents": {
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
          "Domains"
        ],
        "summary": "Get documents",
        "x-sources": "Beyond the seed's list: an HTC custom route, not stock HostBill. No source shows the\nanswer's shape: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Domains_listDocuments",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domains.listDocuments",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/ekyc/ocr/recognition": {
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
          "eKYC domains"
        ],
        "summary": "OCR recognition",
        "x-sources": "Sources: TF (medium), a third-party client-area app only: no HostBill export or provider\ncollection has it.\n",
        "operationId": "eKYC domains_ocrRecognition",
        "x-source-exceptions": [
          {
            "kind": "unsourced",
            "reason": "Only a third-party app (TF, Tino's client-area SPA, medium) calls it; no HostBill export or provider collection has it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "third-party",
        "x-idempotent": false,
        "x-sdk-method": "ekyc.recognizeId",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EkycResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/ekyc/faceid/verification": {
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
          "eKYC domains"
        ],
        "summary": "Face ID verification",
        "x-sources": "Sources: TF (medium), a third-party client-area app only: no HostBill export or provider\ncollection has it.\n",
        "operationId": "eKYC domains_faceIdVerification",
        "x-source-exceptions": [
          {
            "kind": "unsourced",
            "reason": "Only a third-party app (TF, Tino's client-area SPA, medium) calls it; no HostBill export or provider collection has it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "third-party",
        "x-idempotent": false,
        "x-sdk-method": "ekyc.verifyFace",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EkycResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/ekyc/checkid": {
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
          "eKYC domains"
        ],
        "summary": "National ID check",
        "description": "A read: repeating it is harmless.\n",
        "x-sources": "Also how the eKYC status is followed: when the check fails, TF opens the external page\n`https://kyc.info.vn/ekyc.php?token=<token>` and re-calls this route every 5 s. Sources:\nTF (medium), a third-party client-area app only: no HostBill export or provider collection\nhas it.\n",
        "operationId": "eKYC domains_checkId",
        "x-source-exceptions": [
          {
            "kind": "unsourced",
            "reason": "Only a third-party app (TF, Tino's client-area SPA, medium) calls it; no HostBill export or provider collection has it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "third-party",
        "x-idempotent": true,
        "x-sdk-method": "ekyc.checkNationalId",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EkycResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/reg": {
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
          "DNS Manage"
        ],
        "summary": "Register domain nameservers",
        "x-sources": "The swagger and HTC give POST and no parameters; Tino's own module (TW) sends PUT with\n`action` (registerNameServer, modifyNameServer, deleteNameServer), `nameserver`, `ip`,\n`oldip`, `newip`. The body takes TW's fields. No source shows an example answer: the\nschema is open. Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high).\n",
        "operationId": "DNS Manage_registerNameservers",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "params": [
              "action",
              "nameserver",
              "ip",
              "oldip",
              "newip"
            ],
            "reason": "TW (Tino's own module, medium-high) sends them; the exports and HTC list no field."
          }
        ],
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "domains.registerNameservers",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "action": {
                    "type": "string",
                    "description": "registerNameServer, modifyNameServer or deleteNameServer.\n",
                    "x-sources": "registerNameServer, modifyNameServer or deleteNameServer (TW).\n"
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dns": {
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
          "DNS Manage"
        ],
        "summary": "DNS records",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high), TF (medium); the\nexample is DS/DC's.\n",
        "operationId": "DNS Manage_listRecords",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domainDns.listRecords",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsRecordList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "DNS Manage"
        ],
        "summary": "Create DNS record",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.\n",
        "operationId": "DNS Manage_createRecord",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "domainDns.createRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "DNS Management updated successfully"
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dns/{index}": {
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
      "put": {
        "tags": [
          "DNS Manage"
        ],
        "summary": "Update DNS record",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.\n",
        "operationId": "DNS Manage_updateRecord",
        "x-source-exceptions": [
          {
            "kind": "missing",
            "param": "record_id",
            "source": "HTC",
            "reason": "HTC repeats the record's index as a query field `record_id`; DS/DC name the path's @index `record_id`: the path carries it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domainDns.updateRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "index",
            "in": "path",
            "x-sdk-name": "recordIndex",
            "required": true,
            "description": "Index of the record in the domain's record list (the sources call it `record_id`, \"Recod\nindex\").\n",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "DNS Management updated successfully"
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "DNS Manage"
        ],
        "summary": "Remove DNS record",
        "description": "Not idempotent although DELETE: records are addressed by index, so a repeat removes the\nrecord that moved into it.\n",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.\n",
        "operationId": "DNS Manage_removeRecord",
        "x-source-exceptions": [
          {
            "kind": "missing",
            "param": "record_id",
            "source": "HTC",
            "reason": "HTC repeats the record's index as a query field `record_id`; DS/DC name the path's @index `record_id`: the path carries it."
          }
        ],
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "domainDns.deleteRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "index",
            "in": "path",
            "x-sdk-name": "recordIndex",
            "required": true,
            "description": "Index of the record in the domain's record list (the sources call it `record_id`, \"Recod\nindex\").\n",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "DNS Management updated successfully"
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dns/types": {
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
          "DNS Manage"
        ],
        "summary": "DNS record types",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.\n",
        "operationId": "DNS Manage_listRecordTypes",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "domainDns.listRecordTypes",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsRecordTypes"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dnssec/flags": {
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
          "DNS Manage"
        ],
        "summary": "DNSSEC flags",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "DNS Manage_getDnssecFlags",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dnssec.getFlags",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dnssec": {
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
          "DNS Manage"
        ],
        "summary": "List DNSSEC keys",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "DNS Manage_listDnssecKeys",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dnssec.listKeys",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "DNS Manage"
        ],
        "summary": "Add DNSSEC key",
        "description": "PUT (not POST). Not idempotent although PUT: a repeat may add the key twice.\n",
        "x-sources": "No source documents the body: it is open. No source shows an example answer: the schema is\nopen. Sources: DS (high), DC (high), HTC (high for paths).\n",
        "operationId": "DNS Manage_addDnssecKey",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "dnssec.addKey",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": true,
                "properties": {}
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domain/{id}/dnssec/{key}": {
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
      "delete": {
        "tags": [
          "DNS Manage"
        ],
        "summary": "Remove DNSSEC key",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "DNS Manage_removeDnssecKey",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dnssec.removeKey",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "domainId",
            "required": true,
            "description": "Identifier of the domain.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "key",
            "in": "path",
            "x-sdk-name": "keyId",
            "required": true,
            "description": "Identifier of the DNSSEC key.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/dns": {
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
          "DNS"
        ],
        "summary": "List DNS",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), LG (high); the example is DS/DC's.\n",
        "operationId": "DNS_listZones",
        "x-sdk-list": {
          "items": "zones"
        },
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.listZones",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsZoneList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{service_id}/dns": {
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
          "DNS"
        ],
        "summary": "Add DNS zone",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.\n",
        "operationId": "DNS_createZone",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "dns.createZone",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "name": {
                    "type": "string",
                    "description": "Zone name."
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "Domain zone testzone.com was created successfully."
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "tags": [
          "DNS"
        ],
        "summary": "List DNS for service",
        "description": "The swagger's only \"example\" is `{\"error\": [\"invalid method\"]}`, a hint that GET may be\nunimplemented on those portals.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "DNS_listServiceZones",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.listServiceZones",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{service_id}/dns/{zone_id}": {
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
          "DNS"
        ],
        "summary": "Get DNS zone details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), LG (high); the example is DS/DC's.\n",
        "operationId": "DNS_getZone",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.getZone",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "zone_id",
            "in": "path",
            "x-sdk-name": "zoneId",
            "required": true,
            "description": "Identifier of the DNS zone (`domain_id` in the zone list).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsZone"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "DNS"
        ],
        "summary": "Remove DNS zone",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.\n",
        "operationId": "DNS_deleteZone",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.deleteZone",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "zone_id",
            "in": "path",
            "x-sdk-name": "zoneId",
            "required": true,
            "description": "Identifier of the DNS zone (`domain_id` in the zone list).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "Domain zone testzone.com was deleted successfully."
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{service_id}/dns/{zone_id}/records": {
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
          "DNS"
        ],
        "summary": "Add DNS record",
        "x-sources": "LG sends the JSON body `{name, ttl, type, content}`. Sources: DS (high), DC (high), HTC\n(high for paths), LG (high), AD (medium-low), TF (medium).\n",
        "operationId": "DNS_createRecord",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "dns.createRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "zone_id",
            "in": "path",
            "x-sdk-name": "zoneId",
            "required": true,
            "description": "Identifier of the DNS zone (`domain_id` in the zone list).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsRecordResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{service_id}/dns/{zone_id}/records/{record_id}": {
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
      "put": {
        "tags": [
          "DNS"
        ],
        "summary": "Edit DNS record",
        "x-sources": "TF reads `record` from the answer. Sources: DS (high), DC (high), HTC (high for paths), TF\n(medium).\n",
        "operationId": "DNS_updateRecord",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.updateRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "zone_id",
            "in": "path",
            "x-sdk-name": "zoneId",
            "required": true,
            "description": "Identifier of the DNS zone (`domain_id` in the zone list).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "record_id",
            "in": "path",
            "x-sdk-name": "recordId",
            "required": true,
            "description": "Identifier of the DNS record.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DnsRecordResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "DNS"
        ],
        "summary": "Remove DNS record",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), LG (high), TF (medium).\n",
        "operationId": "DNS_deleteRecord",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "dns.deleteRecord",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "service_id",
            "in": "path",
            "x-sdk-name": "serviceId",
            "required": true,
            "description": "Identifier of the DNS service.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "zone_id",
            "in": "path",
            "x-sdk-name": "zoneId",
            "required": true,
            "description": "Identifier of the DNS zone (`domain_id` in the zone list).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "record_id",
            "in": "path",
            "x-sdk-name": "recordId",
            "required": true,
            "description": "Identifier of the DNS record.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/certificate": {
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
          "SSL Certificates"
        ],
        "summary": "List SSL certificates",
        "x-sources": "Sources: DC (high), HTC (high for paths); the example is DC's.\n",
        "operationId": "SSL Certificates_list",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "certificates.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CertificateList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/certificate/{id}": {
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
          "SSL Certificates"
        ],
        "summary": "Certificate details",
        "x-sources": "Sources: DC (high), HTC (high for paths); the example is DC's.\n",
        "operationId": "SSL Certificates_get",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "certificates.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "certificateId",
            "required": true,
            "description": "Identifier of the certificate.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CertificateDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/certificate/{id}/crt": {
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
          "SSL Certificates"
        ],
        "summary": "Download certificate",
        "description": "Returns the X.509 certificate data.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "SSL Certificates_download",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "certificates.download",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "certificateId",
            "required": true,
            "description": "Identifier of the certificate.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/certificate/order": {
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
          "SSL Certificates"
        ],
        "summary": "List available certificates",
        "x-sources": "Sources: DC (high), HTC (high for paths); the example is DC's.\n",
        "operationId": "SSL Certificates_listAvailable",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "certificates.listAvailable",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CertificateProducts"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "SSL Certificates"
        ],
        "summary": "Order new certificate",
        "description": "`admin`, `tech`, `billing` are contact IDs. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "SSL Certificates_order",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "certificates.order",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/certificate/order/{product_id}/software": {
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
          "SSL Certificates"
        ],
        "summary": "List server software",
        "x-sources": "Sources: DC (high), HTC (high for paths); the example is DC's.\n",
        "operationId": "SSL Certificates_listSoftware",
        "x-package": "domains",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "certificates.listSoftware",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "product_id",
            "in": "path",
            "x-sdk-name": "productId",
            "required": true,
            "description": "Product identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CertificateSoftware"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service": {
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
          "Services"
        ],
        "summary": "List services",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TR (high), TB (medium-high); the\nexample is DS/DC's.\n",
        "operationId": "Services_list",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "page",
            "reason": "TB (medium-high, a real client) sends `?page=N`; the exports document no parameter."
          }
        ],
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "page",
            "in": "query",
            "required": false,
            "description": "Page number.",
            "x-sources": "Page number (TB sends it; not in the swagger exports).\n",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ServiceList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}": {
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
          "Services"
        ],
        "summary": "Service details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TR (high), TB (medium-high), TF\n(medium), WL (medium-high); the example is DS/DC's.\n",
        "operationId": "Services_get",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.get",
        "x-sdk-waiter": {
          "select": "service",
          "states": [
            "Active",
            "Pending",
            "Suspended",
            "Terminated",
            "Cancelled",
            "Fraud"
          ]
        },
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/ServiceDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/methods": {
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
          "Services"
        ],
        "summary": "List service methods",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Services_listMethods",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.listMethods",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/ServiceMethods"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/cancel": {
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
          "Services"
        ],
        "summary": "Cancel service",
        "description": "Queues a cancellation request (it does not delete the service): `immediate` false\nterminates at the end of the billing period, true at once. Not idempotent: a repeat queues\nanother request.\n",
        "x-sources": "TR verified the example answer. Sources: DS (high), DC (high), HTC (high for paths), TR\n(high), TB (medium-high); the example is TR's.\n",
        "operationId": "Services_cancel",
        "x-source-exceptions": [
          {
            "kind": "type",
            "param": "immediate",
            "reason": "DS and DC type it string and, like HTC, describe the values `true`/`false`; no source shows how HostBill reads it. The SDK sends a JSON boolean because it fails safe either way: if HostBill compares with \"true\", false is not immediate; if it tests PHP truthiness, the string \"false\" would be truthy and terminate at once, a boolean false never."
          }
        ],
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "services.cancel",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                },
                "example": {
                  "info": [
                    "cancell_sent"
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/label": {
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
          "Services"
        ],
        "summary": "Service label",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Services_getLabel",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.getLabel",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/ServiceLabel"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Services"
        ],
        "summary": "Change service label",
        "description": "Repeating it is harmless. Answer: `Success`.\n",
        "x-sources": "WL sends `label` both in the query string and in the JSON body. No source shows an example\nanswer: the schema is open. Sources: DS (high), DC (high), HTC (high for paths), TB\n(medium-high), WL (medium-high).\n",
        "operationId": "Services_setLabel",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.setLabel",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "label": {
                    "type": "string"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/renew": {
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
          "Services"
        ],
        "summary": "Manual service renew",
        "description": "Generates an invoice to renew the service. Not idempotent: a repeat may invoice again.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths), TB\n(medium-high).\n",
        "operationId": "Services_renew",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "services.renew",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/cycle": {
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
          "Services"
        ],
        "summary": "List billing cycles",
        "description": "Recurring billing cycle options.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: HTC (high for paths), TB\n(medium-high).\n",
        "operationId": "Services_listBillingCycles",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.listBillingCycles",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Services"
        ],
        "summary": "Change billing cycle",
        "description": "Takes `cycle` (not `cycle_id`). Repeating it is harmless. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths), TB\n(medium-high).\n",
        "operationId": "Services_setBillingCycle",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.setBillingCycle",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "cycle": {
                    "type": "string",
                    "description": "New billing cycle."
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/shutdown": {
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
          "Services"
        ],
        "summary": "VM shutdown",
        "description": "Graceful shutdown. Repeating it is harmless.\n",
        "x-sources": "Sources: DC (high), HTC (high for paths), WL (medium-high).\n",
        "operationId": "Services_vmShutdown",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.shutdown",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/reset": {
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
          "Services"
        ],
        "summary": "VM reset",
        "description": "Resets the virtual server's power. Not idempotent: a repeat resets again.\n",
        "x-sources": "Sources: DC (high), HTC (high for paths), WL (medium-high).\n",
        "operationId": "Services_vmReset",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.reset",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                  "$ref": "#/components/schemas/VmActionResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/hostname": {
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
          "Services"
        ],
        "summary": "VM change hostname",
        "description": "Repeating it with the same name is harmless.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: HTC (high for paths).\n",
        "operationId": "Services_vmHostname",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.setHostname",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "hostname": {
                    "type": "string"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/ippool": {
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
          "Services"
        ],
        "summary": "List IP pools",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_listIpPools",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.listIpPools",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "iface",
            "in": "query",
            "required": false,
            "description": "Interface number (optional).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "bridge",
            "in": "query",
            "required": false,
            "description": "Bridge (optional; ignored when `iface` is given).",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/ippool/{pool}": {
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
          "Services"
        ],
        "summary": "Allocate IPs",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_allocateIps",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "vms.allocateIps",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "pool",
            "in": "path",
            "x-sdk-name": "poolId",
            "required": true,
            "description": "Identifier of the IP pool (list) to allocate from.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
                    "type": "string",
                    "x-sources": "HTC.\n"
                  },
                  "number": {
                    "description": "How many.\n",
                    "x-sources": "How many (HTC).\n",
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/networks": {
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
          "Services"
        ],
        "summary": "List available networks",
        "description": "Networks and IP pools that can be used to create a VM.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_listNetworks",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.listNetworks",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/vms/{vmid}/interfaces/{iface}": {
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
          "Services"
        ],
        "summary": "Get network interface",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_getInterface",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.getInterface",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "iface",
            "in": "path",
            "x-sdk-name": "interfaceId",
            "required": true,
            "description": "Interface name or id, e.g. `0` or `net0`.",
            "schema": {
              "type": "string"
            }
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "tags": [
          "Services"
        ],
        "summary": "Update network interface",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_updateInterface",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.updateInterface",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "iface",
            "in": "path",
            "x-sdk-name": "interfaceId",
            "required": true,
            "description": "Interface name or id, e.g. `0` or `net0`.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "tags": [
          "Services"
        ],
        "summary": "Remove network interface",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_removeInterface",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "vms.removeInterface",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/ServiceId"
          },
          {
            "$ref": "#/components/parameters/VmId"
          },
          {
            "name": "iface",
            "in": "path",
            "x-sdk-name": "interfaceId",
            "required": true,
            "description": "Interface name or id, e.g. `0` or `net0`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "list",
            "in": "query",
            "required": false,
            "x-sources": "As DC lists it (its meaning is not documented).\n",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/ip": {
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
          "Services"
        ],
        "summary": "IP addresses",
        "description": "The service's IP addresses.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_listIps",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.listIps",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/service/{id}/rdns": {
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
          "Services"
        ],
        "summary": "Reverse DNS",
        "description": "Reverse DNS entries of the service's IP addresses.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_getReverseDns",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.getReverseDns",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Services"
        ],
        "summary": "Update rDNS",
        "description": "`ipaddress` maps each IP address to its hostname. Repeating it is harmless. Answer:\n`Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for\npaths).\n",
        "operationId": "Services_updateReverseDns",
        "x-package": "services",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "services.updateReverseDns",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/balance": {
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
          "Billing"
        ],
        "summary": "Account balance",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Billing_getBalance",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "billing.getBalance",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountBalance"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invoice": {
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
          "Billing"
        ],
        "summary": "List invoices",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Billing_listInvoices",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "page",
            "reason": "TB (medium-high, a real client) sends `?page=N`; the exports document no parameter."
          }
        ],
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "invoices.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "page",
            "in": "query",
            "required": false,
            "description": "Page number.",
            "x-sources": "Page number (TB sends it; not in the swagger exports).\n",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InvoiceList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invoice/{id}": {
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
          "Billing"
        ],
        "summary": "Invoice details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high), TF (medium); the\nexample is DS/DC's.\n",
        "operationId": "Billing_getInvoice",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "invoices.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "invoiceId",
            "required": true,
            "description": "Identifier of the invoice.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InvoiceDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invoice/{id}/credit": {
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
          "Billing"
        ],
        "summary": "Apply credit",
        "description": "Pays the invoice from the account's credit. Not idempotent: a repeat may apply credit\nagain. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Billing_applyCredit",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "invoices.applyCredit",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "invoiceId",
            "required": true,
            "description": "Identifier of the invoice.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/payment": {
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
          "Billing"
        ],
        "summary": "Payment methods",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TF (medium); the example is DS/DC's.\n",
        "operationId": "Billing_listPaymentMethods",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "payments.listMethods",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentMethods"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/payment/fees": {
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
          "Billing"
        ],
        "summary": "Payment methods fees",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.\n",
        "operationId": "Billing_listPaymentFees",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "payments.listFees",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentMethodFees"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/category": {
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
          "Cart"
        ],
        "summary": "List product categories",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TR (high), WL (medium-high); the\nexample is DS/DC's.\n",
        "operationId": "Cart_listCategories",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "cart.listCategories",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProductCategories"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/category/{category_id}/product": {
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
          "Cart"
        ],
        "summary": "List products in category",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TR (high), TF (medium), WL\n(medium-high); the example is DS/DC's.\n",
        "operationId": "Cart_listProducts",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "cart.listProducts",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "category_id",
            "in": "path",
            "x-sdk-name": "categoryId",
            "required": true,
            "description": "Category identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CategoryProducts"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/order/{product_id}": {
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
          "Cart"
        ],
        "summary": "Get product configuration",
        "x-sources": "TR: \"This endpoint is public\" (it answers without a token too). Sources: DS (high), DC\n(high), HTC (high for paths), TR (high), WL (medium-high); the example is DS/DC's.\n",
        "operationId": "Cart_getProduct",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "cart.getProduct",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "product_id",
            "in": "path",
            "x-sdk-name": "productId",
            "required": true,
            "description": "Product identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProductConfiguration"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Cart"
        ],
        "summary": "Order new service",
        "description": "Orders one product. `cycle` is a billing period symbol (m, q, s, a, b, t); `custom` holds\nthe form values keyed by form id (GET /order/{product_id}). Not idempotent: a repeat\nplaces another order.\n",
        "x-sources": "TR verified the example answer. Sources: DS (high), DC (high), HTC (high for paths), TR\n(high), WL (medium-high); the example is TR's.\n",
        "operationId": "Cart_order",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "hostname",
            "reason": "WL (medium-high, a real client placing orders) sends `hostname` for server products; the exports do not list it, the body is open."
          }
        ],
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "cart.order",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "product_id",
            "in": "path",
            "x-sdk-name": "productId",
            "required": true,
            "description": "Product identifier.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "domain": {
                    "type": "string"
                  },
                  "hostname": {
                    "type": "string",
                    "x-sources": "WL.\n"
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
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OrderResult"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/order": {
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
          "Cart"
        ],
        "summary": "Order multiple services",
        "description": "Orders several items at once; each item has `type` (product, domain or certificate) and\nthat route's parameters.\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TF (medium).\n",
        "operationId": "Cart_orderMultiple",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "cart.orderMultiple",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/quote": {
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
          "Cart"
        ],
        "summary": "Get order quote",
        "description": "Prices an order without placing it (a read: repeating it is harmless).\n",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TF (medium).\n",
        "operationId": "Cart_quote",
        "x-package": "billing",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "cart.quote",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/tickets": {
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
          "Support"
        ],
        "summary": "List tickets",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Support_listTickets",
        "x-source-exceptions": [
          {
            "kind": "extra",
            "param": "page",
            "reason": "TB (medium-high, a real client) sends `?page=N`; the exports document no parameter."
          }
        ],
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "page",
            "in": "query",
            "required": false,
            "description": "Page number.",
            "x-sources": "Page number (TB sends it; not in the swagger exports).\n",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TicketList"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Support"
        ],
        "summary": "Create ticket",
        "description": "Opens a ticket. Not idempotent: a repeat opens another. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TB (medium-high).\n",
        "operationId": "Support_createTicket",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "tickets.create",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
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
                    "type": "string",
                    "x-sources": "DS: 1 when the message contains sensitive data.\n"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/tickets/{number}": {
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
          "Support"
        ],
        "summary": "Ticket details",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Support_getTicket",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "number",
            "in": "path",
            "x-sdk-name": "ticketNumber",
            "required": true,
            "description": "Ticket number (`ticket_number`).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TicketDetails"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "tags": [
          "Support"
        ],
        "summary": "Create reply",
        "description": "Adds a reply. Not idempotent: a repeat posts it twice. Answer: `Success`.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths), TB (medium-high).\n",
        "operationId": "Support_reply",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": false,
        "x-sdk-method": "tickets.reply",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "number",
            "in": "path",
            "x-sdk-name": "ticketNumber",
            "required": true,
            "description": "Ticket number (`ticket_number`).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "body": {
                    "type": "string"
                  },
                  "encrypt": {
                    "type": "string",
                    "x-sources": "DS: 1 when the message contains sensitive data.\n"
                  }
                }
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
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/ticket/attachment/{file}": {
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
          "Support"
        ],
        "summary": "Ticket attachment",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Support_getAttachment",
        "x-source-exceptions": [
          {
            "kind": "type",
            "param": "number",
            "reason": "The ticket number is digits the client holds as a string (ticket_number in the ticket list); a query string is text either way."
          }
        ],
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.getAttachment",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "file",
            "in": "path",
            "x-sdk-name": "fileId",
            "required": true,
            "description": "Attachment identifier.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "number",
            "in": "query",
            "required": false,
            "description": "Ticket number.",
            "schema": {
              "type": "string"
            }
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
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/tickets/{number}/open": {
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
      "put": {
        "tags": [
          "Support"
        ],
        "summary": "Re-open ticket",
        "description": "Tries to re-open a closed ticket.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Support_reopenTicket",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.reopen",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "number",
            "in": "path",
            "x-sdk-name": "ticketNumber",
            "required": true,
            "description": "Ticket number (`ticket_number`).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/tickets/{number}/close": {
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
      "put": {
        "tags": [
          "Support"
        ],
        "summary": "Close ticket",
        "description": "Sends a request to close the ticket.\n",
        "x-sources": "No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Support_closeTicket",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.close",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "number",
            "in": "path",
            "x-sdk-name": "ticketNumber",
            "required": true,
            "description": "Ticket number (`ticket_number`).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/HostBillChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/ticket/departments": {
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
          "Support"
        ],
        "summary": "List ticket departments",
        "x-sources": "No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC\n(high for paths).\n",
        "operationId": "Support_listDepartments",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "tickets.listDepartments",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
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
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/news": {
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
          "Support"
        ],
        "summary": "List news",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Support_listNews",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "news.list",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/NewsList"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/news/{id}": {
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
          "Support"
        ],
        "summary": "Get news item",
        "x-sources": "DC and HTC name the path parameter `@news_id`. Sources: DS (high), DC (high), HTC (high\nfor paths), TB (medium-high); the example is DS/DC's.\n",
        "operationId": "Support_getNews",
        "x-source-exceptions": [
          {
            "kind": "path-name",
            "param": "id",
            "reason": "DC and HTC name the path parameter `news_id`, DS `id`. The name is not on the wire; the document keeps `{id}` (DS's and its first release's), so the typed paths do not change, and the SDK's argument is x-sdk-name."
          }
        ],
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "news.get",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "newsId",
            "required": true,
            "description": "Identifier of the news.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/NewsItem"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/knowledgebase": {
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
          "Support"
        ],
        "summary": "List knowledgebase categories",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Support_listKnowledgebaseCategories",
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "knowledgebase.listCategories",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/KnowledgebaseCategories"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/knowledgebase/{id}": {
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
          "Support"
        ],
        "summary": "Knowledgebase category details",
        "x-sources": "DC and HTC name the path parameter `@category_id`. Sources: DS (high), DC (high), HTC\n(high for paths), TB (medium-high); the example is DS/DC's.\n",
        "operationId": "Support_getKnowledgebaseCategory",
        "x-source-exceptions": [
          {
            "kind": "path-name",
            "param": "id",
            "reason": "DC and HTC name the path parameter `category_id`, DS `id`. The name is not on the wire; the document keeps `{id}` (DS's and its first release's), so the typed paths do not change, and the SDK's argument is x-sdk-name."
          }
        ],
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "knowledgebase.getCategory",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "categoryId",
            "required": true,
            "description": "Identifier of the category.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/KnowledgebaseCategory"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/knowledgebase/article/{id}": {
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
          "Support"
        ],
        "summary": "Knowledgebase article",
        "x-sources": "Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is\nDS/DC's.\n",
        "operationId": "Support_getKnowledgebaseArticle",
        "x-source-exceptions": [
          {
            "kind": "path-name",
            "param": "id",
            "reason": "DC and HTC name the path parameter `article_id`, DS `id`. The name is not on the wire; the document keeps `{id}` (DS's and its first release's), so the typed paths do not change, and the SDK's argument is x-sdk-name."
          }
        ],
        "x-package": "support",
        "x-provenance": "hostbill-userapi",
        "x-idempotent": true,
        "x-sdk-method": "knowledgebase.getArticle",
        "security": [
          {
            "bearerAuth": []
          },
          {
            "basicAuth": []
          }
        ],
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "x-sdk-name": "articleId",
            "required": true,
            "description": "Identifier of the article.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/KnowledgebaseArticle"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
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
        "description": "`Authorization: Basic base64(username:password)`. Registrar reporting: the client id\nand client secret from VNNIC's registrar panel (the spec calls them username and\npassword). HostBill: both User API exports (DS, DC) declare Basic with the client's\ne-mail and password, offered alongside the bearer token.\n"
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
        "x-sdk-name": "cityId",
        "required": true,
        "description": "Province (city) identifier, a string of digits that keeps its leading zeros (v1.0's example:\n`/places/districts/001`). The 1-3 digit pattern is the SDK's own check, not VNNIC's.\n",
        "schema": {
          "type": "string",
          "pattern": "^[0-9]{1,3}$"
        },
        "example": "001"
      },
      "ServiceId": {
        "name": "id",
        "in": "path",
        "x-sdk-name": "serviceId",
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
        "x-sdk-name": "vmId",
        "required": true,
        "description": "Identifier of the virtual machine within the service.",
        "schema": {
          "type": "string"
        },
        "example": "vm-10"
      }
    },
    "responses": {
      "BadRequest": {
        "description": "Bad Request: a parameter or body field is missing or invalid, or the change does not\napply to the item's state (a VM that is not running, an invoice already paid). HostBill\noften reports this with HTTP 200 and a non-empty `error` array instead.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/HostBillError"
            },
            "example": {
              "error": [
                "invalid method"
              ]
            }
          }
        }
      },
      "Unauthorized": {
        "description": "Unauthorized: no valid credentials or an expired token. HostBill's error codes here include\n`unauthorized`, `token_expired` and `wronglogin`.\n",
        "x-sources": "HostBill's error codes here include `unauthorized`, `token_expired` and `wronglogin` (LG,\nWL).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/HostBillError"
            },
            "example": {
              "error": [
                "wronglogin",
                "unauthorized"
              ]
            }
          }
        }
      },
      "NotFound": {
        "description": "Not Found, or not yours (an id of another client's service, domain, invoice or ticket).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/HostBillError"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too Many Requests: the provider's rate limit was exceeded (HostBill's User API has an\nadmin-configurable limit, HW). Wait as `Retry-After` says before repeating.\n",
        "headers": {
          "Retry-After": {
            "description": "Seconds to wait (or an HTTP date).",
            "schema": {
              "type": "string"
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "Service Unavailable (maintenance or overload); repeat later, as `Retry-After` says when present.",
        "headers": {
          "Retry-After": {
            "description": "Seconds to wait (or an HTTP date).",
            "schema": {
              "type": "string"
            }
          }
        }
      }
    },
    "schemas": {
      "MaintainDomain": {
        "type": "object",
        "description": "One maintained domain of a registrar's report (one element of an uploaded array).\nRequired fields follow VNNIC v1.0 (the seed does not say); `districtName` may be\nempty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025).\n",
        "x-sdk-constraints": "`countryCode`'s two capitals and `ownerType`'s C/T are v1.0's. The lengths\n(`minLength: 1` on required text, 253 for a domain name as DNS allows, 254 for an\ne-mail as SMTP allows, 32 for phone and fax, 255 for names, 500 for the address, 1000\nfor the note) and the list's `minItems: 1` are the SDK's own, not VNNIC's (neither v1.0\nnor the seed gives a length): they stop a record that cannot be right before a\n100,000-record upload is sent, and the reference server applies the same.\n",
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
      },
      "Ward": {
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
      },
      "LoginRequest": {
        "type": "object",
        "description": "The exports mark neither field required; the SDK requires both, non-empty, as its own rule:\na login without them cannot succeed, and failing before the request keeps the rate limit for\nreal attempts.\n",
        "x-sources": "The exports (DS, DC) mark neither field required; the SDK requires both, non-empty, as its\nown rule: a login without them cannot succeed, and failing before the request keeps the rate\nlimit for real attempts.\n",
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
            "description": "A long session (360 days, as a portal's own client describes it).",
            "x-sources": "A long session (TR, Tino's own client, high trust, sends it; its comment says 360 days).\n"
          }
        }
      },
      "RefreshRequest": {
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
      "HostBillError": {
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
        },
        "example": {
          "error": [
            "invalid method"
          ]
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
      "HostBillChange": {
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
      },
      "ClientDetails": {
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
        },
        "example": {
          "client": {
            "id": "1",
            "email": "jane@example.com",
            "lastlogin": "2016-12-30 12:34:20",
            "ip": "10.1.1.1",
            "host": "hostname",
            "firstname": "Jane",
            "lastname": "Doe",
            "companyname": "",
            "address1": "Pretty View Lane",
            "address2": "3294",
            "city": "Santa Rosa",
            "state": "California",
            "postcode": "95401",
            "country": "US",
            "phonenumber": "+1.24123123"
          }
        }
      },
      "SignUpResult": {
        "type": "object",
        "description": "The answer to a sign-up. HostBill's swagger shows only `Success`; the Tino SPA reads\n`client`, `token`, `refresh`, `currency` and `verify`, so those are typed and anything else\nis allowed.\n",
        "x-sources": "HostBill's swagger shows only `Success`; the Tino SPA (TF) reads `client`, `token`,\n`refresh`, `currency` and `verify`, so those are typed and anything else is allowed.\n",
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
      },
      "ContactList": {
        "type": "object",
        "description": "The client's contacts.",
        "additionalProperties": true,
        "properties": {
          "contacts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Contact"
            }
          }
        },
        "example": {
          "contacts": [
            {
              "email": "mary@example.com",
              "id": "49",
              "firstname": "Mary",
              "lastname": "Sue",
              "companyname": "",
              "company": "0",
              "lastlogin": "0000-00-00 00:00:00"
            }
          ]
        }
      },
      "Contact": {
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
      },
      "ContactPrivileges": {
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
        },
        "example": {
          "privileges": {
            "billing": [
              "emails",
              "payinvoice",
              "orders",
              "balance",
              "addfunds",
              "creditcard"
            ],
            "support": [
              "newticket",
              "tickets",
              "closeticket",
              "emails"
            ],
            "misc": [
              "editmain",
              "emails",
              "editipaccess",
              "manageprofiles",
              "affiliates"
            ],
            "services": {
              "332": [
                "basic",
                "billing",
                "cancelation",
                "upgrade",
                "notify",
                "logindetails"
              ],
              "full": 1
            },
            "domains": {
              "523": [
                "basic",
                "renew",
                "notify",
                "contactinfo",
                "nameservers"
              ],
              "full": 1
            }
          }
        }
      },
      "ContactDetails": {
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
        },
        "example": {
          "contact": {
            "id": "49",
            "email": "mary@example.com",
            "firstname": "Mary",
            "lastname": "Sue",
            "companyname": "",
            "address1": "Pretty View Lane",
            "address2": "3194",
            "city": "Santa Rosa",
            "state": "California",
            "postcode": "95401",
            "country": "US",
            "phonenumber": "+1.24123123",
            "type": "Private",
            "privileges": {
              "support": [
                "tickets",
                "newticket"
              ]
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
            "description": "The VMs: an array, or (as Tino's and DCHost-style installs answer) an object keyed by VM\nid. `vms.list()` yields every VM of either form.\n",
            "oneOf": [
              {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Vm"
                }
              },
              {
                "type": "object",
                "additionalProperties": {
                  "$ref": "#/components/schemas/Vm"
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
      },
      "UpgradeRequest": {
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
      },
      "MountIsoRequest": {
        "type": "object",
        "x-sources": "HTC's field `image`. The first release sent `iso`, which a real server ignores.\n",
        "properties": {
          "image": {
            "type": "string",
            "description": "ISO image name; empty or absent unmounts the mounted image.\n",
            "x-sources": "ISO image name (HTC); empty or absent unmounts the mounted image.\n"
          }
        }
      },
      "BootOrderRequest": {
        "type": "object",
        "x-sources": "HTC's field `order`. The first release sent `boot`, which a real server ignores.\n",
        "required": [
          "order"
        ],
        "properties": {
          "order": {
            "type": "string",
            "description": "Boot order: `cd` HDD then CD-ROM, `dc` CD-ROM then HDD, `c` HDD only, `d` CD-ROM only.\nRequired by the SDK: without it the call changes nothing.\n",
            "x-sources": "Boot order (HTC): `cd` HDD then CD-ROM, `dc` CD-ROM then HDD, `c` HDD only, `d` CD-ROM\nonly.\n"
          }
        }
      },
      "PxeRequest": {
        "type": "object",
        "x-sources": "HTC's field `state`.\n",
        "properties": {
          "state": {
            "type": "string",
            "description": "`on` or `off`.\n",
            "x-sources": "`on` or `off` (HTC).\n"
          }
        }
      },
      "VmDetails": {
        "type": "object",
        "description": "One VM. Types vary by module, so most are left open.\n",
        "x-sources": "No official example: the fields are the ones WL (DCHost-style portal) reads; TF (Tino) reads\na subset.\n",
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
      },
      "VmActionResult": {
        "type": "object",
        "description": "The answer to a VM power action. A non-empty `error` array is a failure.\n",
        "x-sources": "No official example; WL treats a truthy `status` as success.\n",
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
      },
      "DomainList": {
        "type": "object",
        "description": "The client's domains.",
        "additionalProperties": true,
        "properties": {
          "domains": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Domain"
            }
          }
        },
        "example": {
          "domains": [
            {
              "id": "47",
              "name": "testname.com",
              "expires": "2017-12-30",
              "recurring_amount": "15.00",
              "date_created": "2016-12-30",
              "status": "Active",
              "period": "1",
              "autorenew": "1",
              "daytoexpire": "365"
            }
          ]
        }
      },
      "Domain": {
        "type": "object",
        "description": "One domain of the client's list (`domains.list`).",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "expires": {
            "type": "string"
          },
          "recurring_amount": {
            "type": "string"
          },
          "date_created": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "period": {
            "type": "string"
          },
          "autorenew": {
            "type": "string"
          },
          "daytoexpire": {
            "type": "string"
          }
        }
      },
      "DomainDetails": {
        "type": "object",
        "description": "One domain.",
        "additionalProperties": true,
        "properties": {
          "details": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "id": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "date_created": {
                "type": "string"
              },
              "firstpayment": {
                "type": "string"
              },
              "recurring_amount": {
                "type": "string"
              },
              "period": {
                "type": "string"
              },
              "expires": {
                "type": "string"
              },
              "status": {
                "type": "string"
              },
              "next_due": {
                "type": "string"
              },
              "next_invoice": {
                "type": "string"
              },
              "idprotection": {
                "type": "string"
              },
              "autorenew": {
                "type": "string"
              },
              "nameservers": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "details": {
            "id": "47",
            "name": "testname.com",
            "date_created": "2016-12-30",
            "firstpayment": "15.00",
            "recurring_amount": "15.00",
            "period": "1",
            "expires": "2017-12-30",
            "status": "Active",
            "next_due": "2017-12-30",
            "next_invoice": "2017-11-30",
            "idprotection": "0",
            "nameservers": [
              "ns1.example.com",
              "ns2.example.com"
            ],
            "autorenew": "1"
          }
        }
      },
      "DomainDetailsByName": {
        "type": "object",
        "description": "Every record of a domain name: an array, because one name can have several (an Active\none and an Expired one).\n",
        "additionalProperties": true,
        "properties": {
          "details": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "date_created": {
                  "type": "string"
                },
                "firstpayment": {
                  "type": "string"
                },
                "recurring_amount": {
                  "type": "string"
                },
                "period": {
                  "type": "string"
                },
                "expires": {
                  "type": "string"
                },
                "status": {
                  "type": "string"
                },
                "next_due": {
                  "type": "string"
                },
                "next_invoice": {
                  "type": "string"
                },
                "idprotection": {
                  "type": "string"
                },
                "autorenew": {
                  "type": "string"
                },
                "nameservers": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                }
              }
            }
          }
        },
        "example": {
          "details": [
            {
              "id": "47",
              "name": "testname.com",
              "date_created": "2016-12-30",
              "firstpayment": "15.00",
              "recurring_amount": "15.00",
              "period": "1",
              "expires": "2017-12-30",
              "status": "Active",
              "next_due": "2017-12-30",
              "next_invoice": "2017-11-30",
              "idprotection": "0",
              "nameservers": [
                "ns1.example.com",
                "ns2.example.com"
              ],
              "autorenew": "1"
            }
          ]
        }
      },
      "DomainWhois": {
        "type": "object",
        "x-sources": "No official example: the fields are the ones Tino's SPA (TF) reads.\n",
        "additionalProperties": true,
        "properties": {
          "domain": {
            "type": "string"
          },
          "whois": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "registrar": {
                "type": "string"
              },
              "createDate": {
                "type": "string"
              },
              "expiredDate": {
                "type": "string"
              },
              "registrantName": {
                "type": "string"
              },
              "nameservers": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "status": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "raw": {
            "type": "string"
          }
        }
      },
      "DomainNameservers": {
        "type": "object",
        "x-sources": "No swagger example: TW (Tino's WHMCS module) reads `success` and `nameservers`.\n",
        "additionalProperties": true,
        "properties": {
          "success": {
            "type": "boolean"
          },
          "nameservers": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "DomainContactInfo": {
        "type": "object",
        "x-sources": "No swagger example: the fields are the ones TW and TF read on Tino (`nationalid`,\n`birthday`, `gender`, `ward` are Tino's).\n",
        "additionalProperties": true,
        "properties": {
          "contact_info": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "registrant": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "companyname": {
                    "type": "string"
                  },
                  "firstname": {
                    "type": "string"
                  },
                  "lastname": {
                    "type": "string"
                  },
                  "address1": {
                    "type": "string"
                  },
                  "ward": {
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
                  "email": {
                    "type": "string"
                  },
                  "nationalid": {
                    "type": "string"
                  },
                  "birthday": {
                    "type": "string"
                  },
                  "gender": {
                    "type": "string"
                  }
                }
              },
              "admin": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "companyname": {
                    "type": "string"
                  },
                  "firstname": {
                    "type": "string"
                  },
                  "lastname": {
                    "type": "string"
                  },
                  "address1": {
                    "type": "string"
                  },
                  "ward": {
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
                  "email": {
                    "type": "string"
                  },
                  "nationalid": {
                    "type": "string"
                  },
                  "birthday": {
                    "type": "string"
                  },
                  "gender": {
                    "type": "string"
                  }
                }
              },
              "tech": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "companyname": {
                    "type": "string"
                  },
                  "firstname": {
                    "type": "string"
                  },
                  "lastname": {
                    "type": "string"
                  },
                  "address1": {
                    "type": "string"
                  },
                  "ward": {
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
                  "email": {
                    "type": "string"
                  },
                  "nationalid": {
                    "type": "string"
                  },
                  "birthday": {
                    "type": "string"
                  },
                  "gender": {
                    "type": "string"
                  }
                }
              },
              "billing": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "companyname": {
                    "type": "string"
                  },
                  "firstname": {
                    "type": "string"
                  },
                  "lastname": {
                    "type": "string"
                  },
                  "address1": {
                    "type": "string"
                  },
                  "ward": {
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
                  "email": {
                    "type": "string"
                  },
                  "nationalid": {
                    "type": "string"
                  },
                  "birthday": {
                    "type": "string"
                  },
                  "gender": {
                    "type": "string"
                  }
                }
              }
            }
          }
        }
      },
      "DomainAvailability": {
        "type": "object",
        "x-sources": "HostBill's swagger says the answer is `status: \"ok\"` when the domain is available and empty\notherwise; AD (medium-low trust) shows the richer body of the example.\n",
        "additionalProperties": true,
        "properties": {
          "status": {
            "type": "string",
            "description": "`ok` when the domain is available (swagger)."
          },
          "available": {
            "type": "boolean"
          },
          "name": {
            "type": "string"
          },
          "premium": {
            "type": "boolean"
          },
          "periods": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "period": {
                  "type": "string"
                },
                "register": {
                  "type": "string"
                },
                "transfer": {
                  "type": "string"
                },
                "renew": {
                  "type": "string"
                },
                "redemption": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "available": false,
          "name": "example.com",
          "premium": false,
          "periods": [
            {
              "period": "1",
              "register": "10.00",
              "transfer": "10.00",
              "renew": "10.00",
              "redemption": "50.00"
            }
          ]
        }
      },
      "TldList": {
        "type": "object",
        "description": "TLDs that can be ordered, with prices per period.",
        "additionalProperties": true,
        "properties": {
          "tlds": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "tld": {
                  "type": "string"
                },
                "periods": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {
                      "period": {
                        "type": "string"
                      },
                      "register": {
                        "type": "string"
                      },
                      "transfer": {
                        "type": "string"
                      },
                      "renew": {
                        "type": "string"
                      },
                      "redemption": {
                        "type": "string"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "example": {
          "tlds": [
            {
              "id": "1",
              "tld": ".com",
              "periods": [
                {
                  "period": "1",
                  "register": "10.00",
                  "transfer": "10.00",
                  "renew": "10.00",
                  "redemption": "50.00"
                }
              ]
            }
          ]
        }
      },
      "TldForm": {
        "type": "object",
        "description": "Additional fields some TLDs require when ordering; each form's `name` is the key to send\nunder `data`.\n",
        "additionalProperties": true,
        "properties": {
          "forms": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "type": {
                  "type": "string"
                },
                "title": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "firstItemId": {
                  "oneOf": [
                    {
                      "type": "number"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "description": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "required": {
                  "type": "boolean"
                },
                "multiple": {
                  "type": "boolean"
                },
                "config": {
                  "type": "object",
                  "additionalProperties": true
                },
                "value": {
                  "type": "array",
                  "items": {}
                },
                "textvalue": {
                  "type": "array",
                  "items": {}
                },
                "price": {
                  "oneOf": [
                    {
                      "type": "number"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "recurring_price": {
                  "oneOf": [
                    {
                      "type": "number"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "setup": {
                  "oneOf": [
                    {
                      "type": "number"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "prorata_date": {
                  "type": "string",
                  "nullable": true
                },
                "items": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {
                      "title": {
                        "type": "string"
                      },
                      "value": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "id": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "price": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "setup": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "selected": {
                        "type": "boolean"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "example": {
          "forms": [
            {
              "type": "domaindnssupport",
              "title": "DNS Management",
              "id": "1424",
              "firstItemId": 9067,
              "description": "",
              "name": "custom[1424][9067]",
              "required": false,
              "multiple": false,
              "config": {
                "enableddefault": 0
              },
              "value": [],
              "textvalue": [],
              "price": 0,
              "recurring_price": 0,
              "setup": 0,
              "prorata_date": null,
              "items": [
                {
                  "title": "",
                  "value": 1,
                  "id": 9067,
                  "price": 4,
                  "setup": 0,
                  "selected": false
                }
              ]
            }
          ]
        }
      },
      "DnsRecordList": {
        "type": "object",
        "x-sources": "A domain's DNS records (TW also reads `success`); `id`, `ttl` and `priority` are integers in\nboth exports' examples (DS, DC).\n",
        "additionalProperties": true,
        "properties": {
          "records": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DnsRecord"
            }
          },
          "success": {
            "type": "boolean"
          }
        },
        "example": {
          "records": [
            {
              "id": 1,
              "name": "www",
              "ttl": 3600,
              "priority": 0,
              "type": "A",
              "content": "192.0.2.10"
            }
          ]
        }
      },
      "DnsRecord": {
        "type": "object",
        "description": "One DNS record of a zone; `id` is the record id the record calls take.",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "ttl": {
            "type": "integer"
          },
          "priority": {
            "type": "integer"
          },
          "type": {
            "type": "string"
          },
          "content": {
            "type": "string"
          }
        }
      },
      "DnsRecordTypes": {
        "type": "object",
        "description": "Record types the domain's DNS accepts.",
        "additionalProperties": true,
        "properties": {
          "types": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "example": {
          "types": [
            "A",
            "CNAME",
            "URL",
            "FRAME",
            "MX",
            "MXE",
            "TXT"
          ]
        }
      },
      "DnsZoneList": {
        "type": "object",
        "description": "The client's DNS services and zones.",
        "additionalProperties": true,
        "properties": {
          "service_ids": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "zones": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "domain_id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "service_id": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "service_ids": [
            "10",
            "20"
          ],
          "zones": [
            {
              "domain_id": "60",
              "name": "example.com",
              "service_id": "10"
            }
          ]
        }
      },
      "DnsZone": {
        "type": "object",
        "description": "One DNS zone and its records.",
        "additionalProperties": true,
        "properties": {
          "service_id": {
            "x-sources": "An integer in DS/DC's example of this answer, a string in their zone list's.\n",
            "anyOf": [
              {
                "type": "integer"
              },
              {
                "type": "string"
              }
            ]
          },
          "name": {
            "type": "string"
          },
          "records": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "x-sources": "A string in DS/DC's example of this answer, an integer in their domain record\nlist's.\n",
                  "anyOf": [
                    {
                      "type": "integer"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "name": {
                  "type": "string"
                },
                "ttl": {
                  "type": "integer"
                },
                "priority": {
                  "type": "integer"
                },
                "type": {
                  "type": "string"
                },
                "content": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "service_id": 10,
          "name": "example.com",
          "records": [
            {
              "id": "10",
              "name": "www",
              "ttl": 1800,
              "priority": 0,
              "content": "192.0.2.10",
              "type": "A"
            }
          ]
        }
      },
      "DnsRecordResult": {
        "type": "object",
        "x-sources": "The record as stored, with `info` messages (AD's example; TF reads `record`). `id`, `ttl`\nand `priority`: strings in AD's example, integers in the exports' record lists.\n",
        "additionalProperties": true,
        "properties": {
          "record": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "id": {
                "anyOf": [
                  {
                    "type": "integer"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "name": {
                "type": "string"
              },
              "type": {
                "type": "string"
              },
              "ttl": {
                "anyOf": [
                  {
                    "type": "integer"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "priority": {
                "anyOf": [
                  {
                    "type": "integer"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "content": {
                "type": "string"
              }
            }
          },
          "info": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "example": {
          "record": {
            "name": "www",
            "type": "A",
            "ttl": "3600",
            "priority": "0",
            "content": "192.0.2.10"
          },
          "info": [
            "dnsnewrecordadded"
          ]
        }
      },
      "CertificateList": {
        "type": "object",
        "description": "The client's SSL certificates.",
        "additionalProperties": true,
        "properties": {
          "sslservices": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Certificate"
            }
          }
        },
        "example": {
          "sslservices": [
            {
              "id": "300",
              "domain": "example.com",
              "total": "27.85",
              "status": "Active",
              "billingcycle": "Annually",
              "next_due": "2017-12-30",
              "category": "SSL",
              "category_url": "ssl",
              "name": "GeoTrust QuickSSL Premium",
              "cert_email": "admin@example.com",
              "cert_status": "Active",
              "cert_expires": "2017-12-30"
            }
          ]
        }
      },
      "Certificate": {
        "type": "object",
        "description": "One SSL certificate service of the client's list.",
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
          },
          "cert_email": {
            "type": "string"
          },
          "cert_status": {
            "type": "string"
          },
          "cert_expires": {
            "type": "string"
          }
        }
      },
      "CertificateDetails": {
        "type": "object",
        "x-sources": "One SSL certificate with its contacts and organization (DC's example).\n",
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
              "name": {
                "type": "string"
              },
              "cert_status": {
                "type": "string"
              },
              "cert_expires": {
                "type": "string"
              },
              "csr": {
                "type": "string"
              },
              "cert_email": {
                "type": "string"
              },
              "software": {
                "type": "string"
              },
              "contacts": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "admin": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {
                      "FName": {
                        "type": "string"
                      },
                      "LName": {
                        "type": "string"
                      },
                      "City": {
                        "type": "string"
                      },
                      "State": {
                        "type": "string"
                      },
                      "PostalCode": {
                        "type": "string"
                      },
                      "EmailAddress": {
                        "type": "string"
                      },
                      "Country": {
                        "type": "string"
                      },
                      "Address1": {
                        "type": "string"
                      },
                      "Address2": {
                        "type": "string"
                      },
                      "Phone": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "OrgName": {
                        "type": "string"
                      },
                      "PreFix": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "JobTitle": {
                        "type": "string"
                      }
                    }
                  },
                  "billing": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {}
                  },
                  "tech": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {}
                  }
                }
              },
              "organization": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "state": {
                    "type": "string"
                  },
                  "country": {
                    "type": "string"
                  },
                  "name": {
                    "type": "string"
                  },
                  "unit": {
                    "type": "string"
                  },
                  "locality": {
                    "type": "string"
                  },
                  "postalcode": {
                    "type": "string"
                  },
                  "address2": {
                    "type": "string"
                  },
                  "address1": {
                    "type": "string"
                  }
                }
              }
            }
          }
        },
        "example": {
          "service": {
            "id": "300",
            "date_created": "2016-12-30",
            "domain": "example.com",
            "firstpayment": "27.85",
            "total": "27.85",
            "billingcycle": "Annually",
            "next_due": "2017-12-30",
            "next_invoice": "2017-11-30",
            "status": "Active",
            "label": "",
            "name": "GeoTrust QuickSSL Premium",
            "cert_status": "Active",
            "cert_expires": "2017-12-30",
            "csr": "-----BEGIN CERTIFICATE REQUEST-----...",
            "contacts": {
              "admin": {
                "FName": "Mary",
                "LName": "Sue",
                "City": "Santa Rosa",
                "State": "California",
                "PostalCode": "95401",
                "EmailAddress": "mary@example.com",
                "Country": "US",
                "Address1": "Pretty View Lane",
                "Address2": "3194",
                "Phone": "+1.24123123",
                "OrgName": "Acme",
                "PreFix": "",
                "JobTitle": ""
              },
              "billing": {},
              "tech": {}
            },
            "organization": {
              "state": "California",
              "country": "US",
              "name": "Acme",
              "unit": "IT",
              "locality": "Santa Rosa",
              "postalcode": "95401",
              "address2": "",
              "address1": "Pretty View Lane"
            },
            "cert_email": "admin@example.com",
            "software": "1"
          }
        }
      },
      "CertificateProducts": {
        "type": "object",
        "description": "SSL certificates that can be ordered.",
        "additionalProperties": true,
        "properties": {
          "products": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "description": {
                  "type": "string"
                },
                "category": {
                  "type": "string"
                },
                "category_url": {
                  "type": "string"
                },
                "periods": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {
                      "years": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "price": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "renew": {
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
                }
              }
            }
          }
        },
        "example": {
          "products": [
            {
              "id": "25",
              "name": "GeoTrust QuickSSL Premium",
              "description": "",
              "periods": [
                {
                  "years": "1",
                  "price": "27.85",
                  "renew": "27.85"
                }
              ],
              "category": "SSL",
              "category_url": "ssl"
            }
          ]
        }
      },
      "CertificateSoftware": {
        "type": "object",
        "description": "Server software a certificate can be ordered for.",
        "additionalProperties": true,
        "properties": {
          "software": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "integer"
                },
                "name": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "software": [
            {
              "id": 0,
              "name": "AOL"
            },
            {
              "id": 1,
              "name": "Apache-SSL (Ben-SSL, not Stronghold)"
            }
          ]
        }
      },
      "EkycResult": {
        "type": "object",
        "description": "An eKYC answer (Tino).\n",
        "x-sources": "No example: TF reads `name`, `id`, `birthday`, `sex` after OCR; `success` (or `error`) after\nface verification; `success`, `name`, `idnumber`, `birthday` (or `success: false` with a\n`token` for the external eKYC page) after an ID check.\n",
        "additionalProperties": true,
        "properties": {
          "success": {
            "type": "boolean"
          },
          "name": {
            "type": "string"
          },
          "id": {
            "type": "string"
          },
          "idnumber": {
            "type": "string"
          },
          "birthday": {
            "type": "string"
          },
          "sex": {
            "type": "string"
          },
          "token": {
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
      "ServiceList": {
        "type": "object",
        "description": "The client's services.",
        "additionalProperties": true,
        "properties": {
          "services": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Service"
            }
          },
          "page": {
            "type": "object",
            "x-sources": "Page info, when the portal pages the list (TB reads `current` and `total`; Tino also\n`records` and `perpage`).\n",
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
        },
        "example": {
          "services": [
            {
              "id": "301",
              "domain": "examplename.com",
              "total": "9.99",
              "status": "Pending",
              "billingcycle": "Monthly",
              "next_due": "2017-12-30",
              "category": "Hosting",
              "category_url": "hosting",
              "name": "Starter Hosting"
            }
          ]
        }
      },
      "Service": {
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
      },
      "ServiceDetails": {
        "type": "object",
        "description": "One service.\n",
        "x-sources": "On Tino, TF also reads the top-level `addons`, `haveaddons` and `unpaid_invoice`; WL polls\nthis route until `service.status` is `Active`.\n",
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
        },
        "example": {
          "service": {
            "id": "301",
            "date_created": "2016-12-30",
            "domain": "examplename.com",
            "firstpayment": "9.99",
            "total": "9.99",
            "billingcycle": "Monthly",
            "next_due": "2017-12-30",
            "next_invoice": "2017-11-30",
            "status": "Active",
            "label": "",
            "username": "examplen",
            "password": "pdtzc",
            "name": "Starter Hosting"
          }
        }
      },
      "ServiceMethods": {
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
        },
        "example": {
          "methods": [
            {
              "name": "Upgrade Request",
              "method": "POST",
              "route": "/service/@id/upgrade"
            },
            {
              "name": "Upgrade Options",
              "method": "GET",
              "route": "/service/@id/upgrade"
            }
          ]
        }
      },
      "ServiceLabel": {
        "type": "object",
        "description": "The service's label.",
        "additionalProperties": true,
        "properties": {
          "label": {
            "type": "string"
          }
        },
        "example": {
          "label": "example"
        }
      },
      "AccountBalance": {
        "type": "object",
        "description": "The account balance and credit. (The swagger example wraps this in an extra `{ }`, which\nis malformed JSON.)\n",
        "additionalProperties": true,
        "properties": {
          "success": {
            "type": "boolean"
          },
          "details": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "currency": {
                "type": "string"
              },
              "acc_balance": {
                "type": "string"
              },
              "acc_credit": {
                "type": "string"
              }
            }
          }
        },
        "example": {
          "success": true,
          "details": {
            "currency": "USD",
            "acc_balance": "123456.55",
            "acc_credit": "0.00"
          }
        }
      },
      "InvoiceList": {
        "type": "object",
        "description": "The client's invoices.",
        "additionalProperties": true,
        "properties": {
          "invoices": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Invoice"
            }
          },
          "page": {
            "type": "object",
            "x-sources": "Page info, when the portal pages the list (TB reads `current` and `total`; Tino also\n`records` and `perpage`).\n",
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
        },
        "example": {
          "invoices": [
            {
              "id": "308976",
              "date": "2016-12-30",
              "dateorig": "2016-12-30",
              "duedate": "2017-01-06",
              "paybefore": "2017-01-06",
              "total": "19.65",
              "datepaid": "2016-12-30 12:40:47",
              "status": "Paid",
              "merge_id": null,
              "number": "2016/12/1",
              "currency": "USD"
            }
          ]
        }
      },
      "Invoice": {
        "type": "object",
        "description": "One invoice of the client's list (`invoices.list`).",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "string"
          },
          "date": {
            "type": "string"
          },
          "dateorig": {
            "type": "string"
          },
          "duedate": {
            "type": "string"
          },
          "paybefore": {
            "type": "string"
          },
          "total": {
            "type": "string"
          },
          "datepaid": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "merge_id": {
            "type": "string",
            "nullable": true
          },
          "number": {
            "type": "string"
          },
          "currency": {
            "type": "string"
          }
        }
      },
      "InvoiceDetails": {
        "type": "object",
        "description": "One invoice with its items and the billed client.\n",
        "x-sources": "The amounts and rates are numbers in DS/DC's example of this answer and strings in their\ninvoice list's, so either.\n",
        "additionalProperties": true,
        "properties": {
          "invoice": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "id": {
                "type": "string"
              },
              "status": {
                "type": "string"
              },
              "date": {
                "type": "string"
              },
              "duedate": {
                "type": "string"
              },
              "paybefore": {
                "type": "string"
              },
              "datepaid": {
                "type": "string"
              },
              "subtotal": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "credit": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "tax": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "taxrate": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "tax2": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "taxrate2": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "taxexempt": {
                "type": "string"
              },
              "total": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "rate": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "rate2": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "rate3": {
                "anyOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "notes": {
                "type": "string"
              },
              "number": {
                "type": "string"
              },
              "currency": {
                "type": "string"
              },
              "items": {
                "type": "array",
                "items": {
                  "type": "object",
                  "additionalProperties": true,
                  "properties": {
                    "id": {
                      "type": "string"
                    },
                    "invoice_id": {
                      "type": "string"
                    },
                    "type": {
                      "type": "string"
                    },
                    "item_id": {
                      "type": "string"
                    },
                    "description": {
                      "type": "string"
                    },
                    "amount": {
                      "type": "string"
                    },
                    "taxed": {
                      "type": "string"
                    },
                    "qty": {
                      "type": "string"
                    },
                    "linetotal": {
                      "type": "string"
                    }
                  }
                }
              },
              "client": {
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
                  }
                }
              }
            }
          }
        },
        "example": {
          "invoice": {
            "id": "308976",
            "status": "Paid",
            "date": "2016-12-30",
            "duedate": "2017-01-06",
            "paybefore": "2017-01-06",
            "datepaid": "2016-12-30 12:40:47",
            "subtotal": "16.24",
            "credit": "0.00",
            "tax": "3.41",
            "taxrate": "21.00",
            "tax2": "0.00",
            "taxrate2": "0.00",
            "taxexempt": "0",
            "total": "19.65",
            "rate": "1.00000",
            "rate2": "0.00000",
            "rate3": "1.00000",
            "notes": "",
            "items": [
              {
                "id": "12305",
                "invoice_id": "308976",
                "type": "Other",
                "item_id": "0",
                "description": "Example Service",
                "amount": "15.00",
                "taxed": "1",
                "qty": "1.00",
                "linetotal": "15.00"
              }
            ],
            "client": {
              "id": "26",
              "email": "jondoe@email.com",
              "firstname": "Jon",
              "lastname": "Doe",
              "companyname": "",
              "address1": "Pretty View Lane",
              "address2": "3194",
              "city": "Santa Rosa",
              "state": "California",
              "postcode": "95401",
              "country": "US",
              "phonenumber": "+1.24123123"
            },
            "number": "2016/12/1",
            "currency": "USD"
          }
        }
      },
      "PaymentMethods": {
        "type": "object",
        "description": "Payment methods (a map, not a list).",
        "additionalProperties": true,
        "properties": {
          "payments": {
            "type": "object",
            "description": "Payment method id -> name.",
            "additionalProperties": {
              "type": "string"
            }
          }
        },
        "example": {
          "payments": {
            "9": "PayPal",
            "10": "BankTransfer"
          }
        }
      },
      "PaymentMethodFees": {
        "type": "object",
        "description": "Payment methods with their fees.",
        "additionalProperties": true,
        "properties": {
          "payments": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "oneOf": [
                    {
                      "type": "number"
                    },
                    {
                      "type": "string"
                    }
                  ]
                },
                "name": {
                  "type": "string"
                },
                "fixed_fee": {
                  "type": "string"
                },
                "percent_fee": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "payments": [
            {
              "id": "1",
              "name": "Bank Transfer",
              "fixed_fee": "0.0",
              "percent_fee": "0.0"
            },
            {
              "id": "2",
              "name": "Stripe",
              "fixed_fee": "0.5",
              "percent_fee": "2.9"
            }
          ]
        }
      },
      "ProductCategories": {
        "type": "object",
        "description": "Product categories of the shop.",
        "additionalProperties": true,
        "properties": {
          "categories": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "description": {
                  "type": "string"
                },
                "slug": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "categories": [
            {
              "id": "10",
              "name": "Hosting",
              "description": "",
              "slug": "hosting"
            }
          ]
        }
      },
      "CategoryProducts": {
        "type": "object",
        "description": "Products of a category, with their billing periods.",
        "additionalProperties": true,
        "properties": {
          "products": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "type": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "stock": {
                  "type": "boolean"
                },
                "paytype": {
                  "type": "string"
                },
                "description": {
                  "type": "string"
                },
                "qty": {
                  "type": "string"
                },
                "tags": {
                  "type": "array",
                  "items": {}
                },
                "periods": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": true,
                    "properties": {
                      "title": {
                        "type": "string"
                      },
                      "value": {
                        "type": "string"
                      },
                      "price": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "setup": {
                        "oneOf": [
                          {
                            "type": "number"
                          },
                          {
                            "type": "string"
                          }
                        ]
                      },
                      "selected": {
                        "type": "boolean"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "example": {
          "products": [
            {
              "id": "333",
              "type": "1",
              "name": "Starter Hosting",
              "stock": false,
              "paytype": "Regular",
              "description": "",
              "qty": "0",
              "tags": [],
              "periods": [
                {
                  "title": "Monthly",
                  "value": "m",
                  "price": 9.99,
                  "setup": 0,
                  "selected": true
                }
              ]
            }
          ]
        }
      },
      "ProductConfiguration": {
        "type": "object",
        "description": "A product's configuration: the `config.product` fields (`cycle`, `domain`), the `forms`\nwhose ids key `custom`, addons and sub-products.\n",
        "x-sources": "WL reads `forms[]` (`id`, `type`, `firstItemId`, `items[]`, `config.minvalue`/`maxvalue`).\n",
        "additionalProperties": true,
        "properties": {
          "product": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "id": {
                "type": "string"
              },
              "category_name": {
                "type": "string"
              },
              "category_id": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "price": {
                "oneOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "recurring": {
                "type": "string"
              },
              "setup": {
                "oneOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "recurring_price": {
                "oneOf": [
                  {
                    "type": "number"
                  },
                  {
                    "type": "string"
                  }
                ]
              },
              "prorata_date": {
                "type": "string",
                "nullable": true
              },
              "config": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                  "product": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": true,
                      "properties": {}
                    }
                  },
                  "forms": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": true,
                      "properties": {}
                    }
                  },
                  "addons": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": true,
                      "properties": {}
                    }
                  },
                  "subproducts": {
                    "type": "array",
                    "items": {}
                  }
                }
              }
            }
          }
        },
        "example": {
          "product": {
            "id": "333",
            "category_name": "Hosting",
            "category_id": "49",
            "name": "Starter Hosting",
            "price": "9.99",
            "recurring": "m",
            "setup": "0.00",
            "config": {
              "product": [
                {
                  "type": "select",
                  "id": "cycle",
                  "items": [
                    {
                      "title": "Monthly",
                      "value": "m",
                      "selected": true
                    }
                  ]
                },
                {
                  "type": "input",
                  "id": "domain"
                }
              ],
              "forms": [
                {
                  "type": "select",
                  "title": "Disk",
                  "id": "1618",
                  "firstItemId": "5029",
                  "name": "custom[1618]",
                  "items": [
                    {
                      "title": "10 GB",
                      "value": "1",
                      "id": "5029"
                    }
                  ]
                }
              ],
              "addons": [],
              "subproducts": []
            },
            "recurring_price": "9.99",
            "prorata_date": null
          }
        }
      },
      "OrderResult": {
        "type": "object",
        "description": "A placed order: its number, invoice and the created items (`type: Hosting` items carry the\nnew service id).\n",
        "x-sources": "Verified by TR; WL reads the same keys.\n",
        "additionalProperties": true,
        "properties": {
          "order_num": {
            "oneOf": [
              {
                "type": "integer"
              },
              {
                "type": "string"
              }
            ]
          },
          "invoice_id": {
            "type": "string"
          },
          "total": {
            "oneOf": [
              {
                "type": "number"
              },
              {
                "type": "string"
              }
            ]
          },
          "items": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "type": {
                  "type": "string"
                },
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "product_id": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "order_num": 1132559230,
          "invoice_id": "1199323",
          "total": 0,
          "items": [
            {
              "type": "Hosting",
              "id": "356472",
              "name": "example.com",
              "product_id": "1"
            }
          ]
        }
      },
      "TicketList": {
        "type": "object",
        "description": "The client's tickets.",
        "additionalProperties": true,
        "properties": {
          "tickets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Ticket"
            }
          },
          "page": {
            "type": "object",
            "x-sources": "Page info, when the portal pages the list (TB reads `current` and `total`; Tino also\n`records` and `perpage`).\n",
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
        },
        "example": {
          "tickets": [
            {
              "client_read": "1",
              "ticket_number": "736633",
              "date": "2016-12-30 12:48:13",
              "deptname": "Billing",
              "subject": "Invoice question",
              "status": "Open",
              "lastreply": "2020-09-12 11:10:03"
            }
          ]
        }
      },
      "Ticket": {
        "type": "object",
        "description": "One ticket of the client's list (`tickets.list`); `ticket_number` is its id in the other ticket calls.",
        "additionalProperties": true,
        "properties": {
          "client_read": {
            "type": "string"
          },
          "ticket_number": {
            "type": "string"
          },
          "date": {
            "type": "string"
          },
          "deptname": {
            "type": "string"
          },
          "subject": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "lastreply": {
            "type": "string"
          }
        }
      },
      "TicketDetails": {
        "type": "object",
        "description": "One ticket and its replies.",
        "additionalProperties": true,
        "properties": {
          "ticket": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "date": {
                "type": "string"
              },
              "ticket_number": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "email": {
                "type": "string"
              },
              "subject": {
                "type": "string"
              },
              "body": {
                "type": "string"
              },
              "status": {
                "type": "string"
              },
              "client_read": {
                "type": "string"
              },
              "deptname": {
                "type": "string"
              }
            }
          },
          "replies": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "date": {
                  "type": "string"
                },
                "body": {
                  "type": "string"
                },
                "status": {
                  "type": "string"
                },
                "type": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "ticket": {
            "date": "2016-12-30 12:48:13",
            "ticket_number": "736633",
            "name": "Jon Doe",
            "email": "jondoe@email.com",
            "subject": "Invoice question",
            "body": "Hello, ...",
            "status": "Answered",
            "client_read": "1",
            "deptname": "Billing"
          },
          "replies": [
            {
              "id": "929",
              "name": "Supporter",
              "date": "2016-12-30 12:51:04",
              "body": "Hello, ...",
              "status": "Sent",
              "type": "Admin"
            }
          ]
        }
      },
      "NewsList": {
        "type": "object",
        "description": "News items.",
        "additionalProperties": true,
        "properties": {
          "news": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "title": {
                  "type": "string"
                },
                "date": {
                  "type": "string"
                },
                "language_id": {
                  "type": "string"
                },
                "slug": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "news": [
            {
              "id": "2",
              "title": "Maintenance window",
              "date": "2016-12-30",
              "language_id": "1",
              "slug": "maintenance-window"
            }
          ]
        }
      },
      "NewsItem": {
        "type": "object",
        "description": "One news item.\n",
        "x-sources": "The key is spelled `annoucement` in HostBill's example.\n",
        "additionalProperties": true,
        "properties": {
          "annoucement": {
            "type": "object",
            "additionalProperties": true,
            "properties": {
              "id": {
                "type": "string"
              },
              "title": {
                "type": "string"
              },
              "content": {
                "type": "string"
              },
              "date": {
                "type": "string"
              },
              "language_id": {
                "type": "string"
              },
              "slug": {
                "type": "string"
              }
            }
          }
        },
        "example": {
          "annoucement": {
            "id": "2",
            "title": "Maintenance window",
            "content": "<p>...</p>",
            "date": "2016-12-30",
            "language_id": "1",
            "slug": "maintenance-window"
          }
        }
      },
      "KnowledgebaseCategories": {
        "type": "object",
        "description": "Knowledge base categories.",
        "additionalProperties": true,
        "properties": {
          "categories": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {
                "id": {
                  "type": "string"
                },
                "parent_cat": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "description": {
                  "type": "string"
                },
                "slug": {
                  "type": "string"
                },
                "elements": {
                  "type": "string"
                }
              }
            }
          }
        },
        "example": {
          "categories": [
            {
              "id": "1",
              "parent_cat": "0",
              "name": "Getting started",
              "description": "",
              "slug": "getting-started",
              "elements": "3"
            }
          ]
        }
      },
      "KnowledgebaseCategory": {
        "type": "object",
        "description": "A category's sub-categories and articles.",
        "additionalProperties": true,
        "properties": {
          "subcategories": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true,
              "properties": {}
            }
          },
          "articles": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/KnowledgebaseArticleFields"
            }
          }
        },
        "example": {
          "subcategories": [],
          "articles": [
            {
              "id": "1",
              "language_id": "1",
              "cat_id": "1",
              "title": "First steps",
              "body": "<p>...</p>",
              "views": "10",
              "slug": "first-steps",
              "upvotes": "1",
              "downvotes": "0",
              "tag_title": "",
              "tag_body": ""
            }
          ]
        }
      },
      "KnowledgebaseArticle": {
        "type": "object",
        "description": "One article.",
        "additionalProperties": true,
        "properties": {
          "article": {
            "$ref": "#/components/schemas/KnowledgebaseArticleFields"
          }
        },
        "example": {
          "article": {
            "id": "1",
            "language_id": "1",
            "cat_id": "1",
            "title": "First steps",
            "body": "<p>...</p>",
            "views": "10",
            "slug": "first-steps",
            "upvotes": "1",
            "downvotes": "0",
            "tag_title": "",
            "tag_body": ""
          }
        }
      },
      "KnowledgebaseArticleFields": {
        "type": "object",
        "description": "The fields of a knowledge base article.",
        "additionalProperties": true,
        "properties": {
          "id": {
            "type": "string"
          },
          "language_id": {
            "type": "string"
          },
          "cat_id": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "body": {
            "type": "string"
          },
          "views": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "upvotes": {
            "type": "string"
          },
          "downvotes": {
            "type": "string"
          },
          "tag_title": {
            "type": "string"
          },
          "tag_body": {
            "type": "string"
          }
        }
      }
    }
  }
};
