/** Checkout constants (one home): freight is free from ¥99 of goods after the coupon, else ¥10. */
export const FREIGHT = { freeFrom: 9_900, fee: 1_000 } as const;
export const REMARK_MAX = 200;
