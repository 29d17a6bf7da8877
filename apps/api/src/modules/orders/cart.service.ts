import { shopMessages } from '@otousta/shared/messages/tr';
import { type Cart, SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { toLira } from '../../platform/money.js';
import type { ProductsService } from '../products/products.service.js';
import { createCartRepository } from './cart.repository.js';

/**
 * The signed-in user's cart, kept on the server; stock is checked here for the buyer's sake and taken at checkout.
 * The cart answer shows each product as the products module presents it.
 */
export function createCartService(deps: { db: Db; products: ProductsService }) {
  const { products } = deps;
  const cart = createCartRepository(deps.db);

  async function view(userId: string): Promise<Cart> {
    const lines = await cart.lines(userId);
    const found = await products.offers(lines.map((l) => l.productId));
    const items = lines.map((line) => {
      const offer = found.get(line.productId);
      const available = Boolean(offer?.onSale && offer.stock >= line.quantity);
      return {
        productId: line.productId,
        quantity: line.quantity,
        product: offer?.product ?? null,
        available,
        lineTotal: offer ? toLira(offer.priceKurus * line.quantity) : 0,
      };
    });
    const counted = items.filter((i) => i.available);
    return {
      items,
      totalQuantity: counted.reduce((sum, i) => sum + i.quantity, 0),
      subtotal: Math.round(counted.reduce((sum, i) => sum + i.lineTotal * 100, 0)) / 100,
    };
  }

  /** The product a buyer may put in the cart at that quantity: on sale, not their own, enough stock. */
  async function buyable(actor: AuthUser, productId: string, quantity: number): Promise<void> {
    const product = (await products.offers([productId])).get(productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    if (!product.onSale) throw conflict('PRODUCT_UNAVAILABLE');
    if (product.sellerId === actor.id) throw badRequest('OWN_PRODUCT');
    if (quantity > SHOP_LIMITS.quantityMax) throw badRequest('INVALID_QUANTITY');
    if (quantity > product.stock) throw conflict('INSUFFICIENT_STOCK', shopMessages.insufficientStockFor(product.name));
  }

  return {
    view: (actor: AuthUser) => view(actor.id),

    /** Adds to what is already in the cart. */
    async add(actor: AuthUser, productId: string, quantity: number): Promise<Cart> {
      const existing = await cart.line(actor.id, productId);
      const total = (existing?.quantity ?? 0) + quantity;
      await buyable(actor, productId, total);
      await cart.increment(actor.id, productId, quantity);
      return view(actor.id);
    },

    async setQuantity(actor: AuthUser, productId: string, quantity: number): Promise<Cart> {
      if (!(await cart.line(actor.id, productId))) throw notFound('CART_ITEM_NOT_FOUND');
      await buyable(actor, productId, quantity);
      await cart.put(actor.id, productId, quantity);
      return view(actor.id);
    },

    async remove(actor: AuthUser, productId: string): Promise<Cart> {
      await cart.remove(actor.id, productId);
      return view(actor.id);
    },

    async clear(actor: AuthUser): Promise<Cart> {
      await cart.clear(actor.id);
      return view(actor.id);
    },
  };
}
