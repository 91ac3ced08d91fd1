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

export const TicketListSchema = {
  "type": "object",
  "description": "The client's tickets.",
  "additionalProperties": true,
  "properties": {
    "tickets": {
      "type": "array",
      "items": {
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

export const TicketSchema = {
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
} as const;

export const TicketDetailsSchema = {
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
  }
} as const;

export const NewsListSchema = {
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
  }
} as const;

export const NewsItemSchema = {
  "type": "object",
  "description": "One news item.\n",
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
  }
} as const;

export const KnowledgebaseCategoriesSchema = {
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
  }
} as const;

export const KnowledgebaseCategorySchema = {
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
} as const;

export const KnowledgebaseArticleSchema = {
  "type": "object",
  "description": "One article.",
  "additionalProperties": true,
  "properties": {
    "article": {
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
} as const;

export const KnowledgebaseArticleFieldsSchema = {
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
} as const;
