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

export const DomainListSchema = {
  "type": "object",
  "description": "The client's domains.",
  "additionalProperties": true,
  "properties": {
    "domains": {
      "type": "array",
      "items": {
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
      }
    }
  }
} as const;

export const DomainSchema = {
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
} as const;

export const DomainDetailsSchema = {
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
  }
} as const;

export const DomainDetailsByNameSchema = {
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
  }
} as const;

export const DomainWhoisSchema = {
  "type": "object",
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
} as const;

export const DomainNameserversSchema = {
  "type": "object",
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
} as const;

export const DomainContactInfoSchema = {
  "type": "object",
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
} as const;

export const DomainAvailabilitySchema = {
  "type": "object",
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
  }
} as const;

export const TldListSchema = {
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
  }
} as const;

export const TldFormSchema = {
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
            "type": [
              "string",
              "null"
            ]
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
  }
} as const;

export const DnsRecordListSchema = {
  "type": "object",
  "additionalProperties": true,
  "properties": {
    "records": {
      "type": "array",
      "items": {
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
      }
    },
    "success": {
      "type": "boolean"
    }
  }
} as const;

export const DnsRecordSchema = {
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
} as const;

export const DnsRecordTypesSchema = {
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
  }
} as const;

export const DnsZoneListSchema = {
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
  }
} as const;

export const DnsZoneSchema = {
  "type": "object",
  "description": "One DNS zone and its records.",
  "additionalProperties": true,
  "properties": {
    "service_id": {
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
  }
} as const;

export const DnsRecordResultSchema = {
  "type": "object",
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
  }
} as const;

export const CertificateListSchema = {
  "type": "object",
  "description": "The client's SSL certificates.",
  "additionalProperties": true,
  "properties": {
    "sslservices": {
      "type": "array",
      "items": {
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
      }
    }
  }
} as const;

export const CertificateSchema = {
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
} as const;

export const CertificateDetailsSchema = {
  "type": "object",
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
  }
} as const;

export const CertificateProductsSchema = {
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
  }
} as const;

export const CertificateSoftwareSchema = {
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
  }
} as const;

export const EkycResultSchema = {
  "type": "object",
  "description": "An eKYC answer (Tino).\n",
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
} as const;
