/**
 * Declared inputs of the after-sales routes (ARCHITECTURE principle 9): ids inside int4, strings
 * without control characters and with length caps. A failure answers the contract's 422 参数错误.
 */
export const INT4 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** Printable text: no control characters except line breaks in long texts. */
export const text = (max: number, multiline = false) => ({ type: 'string', maxLength: max, pattern: multiline ? '^[^\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' : '^[^\\u0000-\\u001F\\u007F]*$' }) as const;
export const NUMERIC_ID = { type: 'string', pattern: '^[0-9]{1,32}$' } as const;
const PAGE = { page: { ...INT4, maximum: 100000 }, pageSize: { type: 'integer', minimum: 1, maximum: 50 } } as const;

const detailLine = { type: 'object', properties: { id: INT4, num: { type: 'integer', minimum: 1, maximum: 99999 } }, required: ['id', 'num'] } as const;
const applyFields = {
  order_id: NUMERIC_ID,
  // JSON text `[{"id":…,"num":…}]` as the desktop sends it, or bracket-encoded lines. Array first: a scalar
  // branch tried first would unwrap a one-element array (ajv coerceTypes 'array').
  detail: { anyOf: [{ type: 'array', maxItems: 50, items: detailLine }, { type: 'object', maxProperties: 50, additionalProperties: detailLine }, text(2000)] },
  aftersales_type: { type: 'string', enum: ['ONLY_REFUND', 'REFUND_GOODS', 'EXCHANGING_GOODS'] },
  reason: text(60),
  description: text(500, true),
  evidence_pic: { anyOf: [{ type: 'array', maxItems: 3, items: text(200) }, { type: 'object', maxProperties: 3, additionalProperties: text(200) }, text(0)] },
  refund_fee: { type: 'integer', minimum: 0, maximum: 2147483647 },
  return_type: text(16),
  distributor_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
} as const;

export const schemas = {
  apply: { body: { type: 'object', properties: applyFields, required: ['order_id', 'detail', 'aftersales_type', 'reason'] } },
  modify: { body: { type: 'object', properties: { ...applyFields, aftersales_bn: NUMERIC_ID }, required: ['aftersales_bn', 'detail', 'aftersales_type', 'reason'] } },
  byBn: { body: { type: 'object', properties: { aftersales_bn: NUMERIC_ID }, required: ['aftersales_bn'] } },
  info: { querystring: { type: 'object', properties: { aftersales_bn: NUMERIC_ID, order_id: NUMERIC_ID, item_id: INT4 }, required: ['aftersales_bn'] } },
  sendback: { body: { type: 'object', properties: { aftersales_bn: NUMERIC_ID, corp_code: text(20), logi_no: text(30) }, required: ['aftersales_bn', 'corp_code', 'logi_no'] } },
  list: { querystring: { type: 'object', properties: { ...PAGE, aftersales_status: { type: 'integer', minimum: 0, maximum: 4 }, order_id: NUMERIC_ID, order_type: text(20) } } },
  adminList: { querystring: { type: 'object', properties: { ...PAGE, aftersales_status: { type: 'integer', minimum: 0, maximum: 4 }, order_id: NUMERIC_ID } } },
  adminBn: { params: { type: 'object', properties: { bn: NUMERIC_ID }, required: ['bn'] } },
  adminRefuse: { params: { type: 'object', properties: { bn: NUMERIC_ID }, required: ['bn'] }, body: { type: 'object', properties: { refuse_reason: text(200) } } },
};
