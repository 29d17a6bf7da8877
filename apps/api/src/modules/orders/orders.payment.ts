import type { PaymentMethod } from '@otousta/shared/options/shop';

export interface PaymentRequest {
  orderId: string;
  buyerId: string;
  amountKurus: number;
  method: PaymentMethod;
}

/**
 * Where an order's payment is taken (docs/decisions/006-shop-stock-money-and-orders.md). It is asked inside the
 * checkout transaction, after the stock is reserved: a refusal (throw) rolls the whole checkout back, so no order
 * exists unpaid. A card provider would authorise here and capture on shipping.
 */
export interface PaymentProvider {
  authorize(request: PaymentRequest): Promise<{ reference: string }>;
}

/** 'Kapıda Ödeme': nothing is charged now; the courier collects the amount on delivery. */
export const cashOnDelivery: PaymentProvider = {
  async authorize(request) {
    return { reference: `KAPIDA-${request.orderId.slice(-8).toUpperCase()}` };
  },
};
