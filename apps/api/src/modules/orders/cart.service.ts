import { shopMessages } from '@otousta/shared/messages/tr';
import { type Cart, SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { toProduct } from '../products/products.presenter.js';
import type { ProductsRepository, ProductWithSeller } from '../products/products.repository.js';
import type { CartRepository } from './cart.repository.js';

const onSale = (p: ProductWithSeller) => p.status === 'active' && p.seller.canSell;

/** The signed-in user's cart, kept on the server; stock is checked here for the buyer's sake and taken at checkout. */
export function createCartService(deps: { cart: CartRepository; products: ProductsRepository }) {
  const { cart, products } = deps;

  async function view(userId: string): Promise<Cart> {
    const lines = await cart.lines(userId);
    const found = new Map((await products.findByIds(lines.map((l) => l.productId))).map((p) => [p.id, p]));
    const items = lines.map((line) => {
      const product = found.get(line.productId);
      const available = Boolean(product && onSale(product) && product.stock >= line.quantity);
      return {
        productId: line.productId,
        quantity: line.quantity,
        product: product ? toProduct(product) : null,
        available,
        lineTotal: product ? (product.priceKurus * line.quantity) / 100 : 0,
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
    const product = await products.findById(productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    if (!onSale(product)) throw conflict('PRODUCT_UNAVAILABLE');
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
