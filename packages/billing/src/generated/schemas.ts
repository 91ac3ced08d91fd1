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

export const AccountBalanceSchema = {
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
  }
} as const;

export const InvoiceListSchema = {
  "type": "object",
  "description": "The client's invoices.",
  "additionalProperties": true,
  "properties": {
    "invoices": {
      "type": "array",
      "items": {
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
            "type": [
              "string",
              "null"
            ]
          },
          "number": {
            "type": "string"
          },
          "currency": {
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

export const InvoiceSchema = {
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
      "type": [
        "string",
        "null"
      ]
    },
    "number": {
      "type": "string"
    },
    "currency": {
      "type": "string"
    }
  }
} as const;

export const InvoiceDetailsSchema = {
  "type": "object",
  "description": "One invoice with its items and the billed client.\n",
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
  }
} as const;

export const PaymentMethodsSchema = {
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
  }
} as const;

export const PaymentMethodFeesSchema = {
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
  }
} as const;

export const ProductCategoriesSchema = {
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
  }
} as const;

export const CategoryProductsSchema = {
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
  }
} as const;

export const ProductConfigurationSchema = {
  "type": "object",
  "description": "A product's configuration: the `config.product` fields (`cycle`, `domain`), the `forms`\nwhose ids key `custom`, addons and sub-products.\n",
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
          "type": [
            "string",
            "null"
          ]
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
  }
} as const;

export const OrderResultSchema = {
  "type": "object",
  "description": "A placed order: its number, invoice and the created items (`type: Hosting` items carry the\nnew service id).\n",
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
  }
} as const;
