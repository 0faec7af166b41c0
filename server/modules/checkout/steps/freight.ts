/** Step 5: freight on the goods amount after the coupon; self-pickup ships nothing. Pure. */
import { FREIGHT } from '../rules';

export function freightFee(goodsAfterCoupon: number, receiptType: 'logistics' | 'ziti'): number {
  if (receiptType === 'ziti') return 0;
  return goodsAfterCoupon >= FREIGHT.freeFrom ? 0 : FREIGHT.fee;
}
