import {
  type PartyItemList,
  type PartyItemsReason,
  PartyItemsReasons,
  type PartyItemsState,
  ReasonCode,
} from '@finx/domain';
import type { Executor, RunInTransaction } from '../../db/database';
import { rupees } from '../../formats/rupees';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PurchaseGate } from '../learning/learning.service';
import type { CartRepository, LearnerList } from './cart.repository';

const { refuse } = refusalsOf(PartyItemsReasons);

/**
 * The learner's cart (`001 §7`), and the reading of both lists. Totals and the CFX gate live here,
 * never in the gateway or the client.
 */
export class CartService {
  constructor(
    private readonly cart: CartRepository,
    private readonly catalogue: Pick<CatalogueService, 'byIds'>,
    private readonly purchases: PurchaseGate,
    private readonly transaction: RunInTransaction,
  ) {}

  /** A list with product details, oldest first, and its total (free products count as 0). */
  async list(partyId: number, list: LearnerList): Promise<PartyItemList> {
    const rows = await this.cart.rows(partyId, list);
    const details = new Map(
      (await this.catalogue.byIds(rows.map((row) => row.productId))).map((p) => [p.productID, p]),
    );
    const items = rows.flatMap((row) => {
      const product = details.get(row.productId);
      return product ? [{ product, addedAt: row.addedAt.toISOString(), row }] : [];
    });
    // Summed in integer paise, so no floating-point drift reaches a total.
    const totalPaise = items.reduce(
      (sum, { product, row }) => sum + (product.isFree ? 0 : row.pricePaise),
      0,
    );
    return {
      partyID: partyId,
      items: items.map(({ product, addedAt }) => ({ product, addedAt })),
      totalPrice: rupees(totalPaise),
    };
  }

  /** Both lists, as every change of either answers them. */
  async state(partyId: number): Promise<PartyItemsState> {
    const [cart, wishlist] = await Promise.all([this.list(partyId, 'cart'), this.list(partyId, 'wishlist')]);
    return { cart, wishlist };
  }

  count(partyId: number, list: LearnerList): Promise<number> {
    return this.cart.count(partyId, list);
  }

  /** Adds to the cart, gate included; adding what is already there succeeds and changes nothing. */
  async add(partyId: number, productId: number): Promise<Outcome<PartyItemsState, PartyItemsReason>> {
    const outcome = await this.transaction((tx) => this.addWithin(tx, partyId, productId));
    return outcome.ok ? accept(await this.state(partyId)) : outcome;
  }

  /** Removing what is not there succeeds too. FEAT's cart line says nothing about the CFX gate. */
  async remove(partyId: number, productId: number): Promise<PartyItemsState> {
    await this.cart.remove(partyId, productId);
    return this.state(partyId);
  }

  /** Puts a product into the cart inside the caller's transaction, or says why it may not go there. */
  async addWithin(
    tx: Executor,
    partyId: number,
    productId: number,
  ): Promise<Outcome<undefined, PartyItemsReason>> {
    const refused = await this.refusal(tx, partyId, productId, 'cart');
    if (refused) return refused;
    await this.cart.add(tx, partyId, productId);
    return accept();
  }

  /**
   * Why a product may not go into a list, or null. An unknown or withdrawn product is NOT_FOUND; an owned
   * product has no place in the cart (checkout would refuse it) nor the wishlist (nothing to wish for);
   * `001 §1`: CFX goes into the cart only once FEAT is attempted, the wishlist takes it any time.
   */
  async refusal(
    ex: Executor,
    partyId: number,
    productId: number,
    list: LearnerList,
  ): Promise<ReturnType<typeof refuse> | null> {
    const standing = await this.cart.standing(ex, partyId, productId);
    if (!standing?.active) return refuse(ReasonCode.NOT_FOUND);
    // The wishlist takes anything not yet owned, CFX included; the cart asks the purchase gate.
    if (list === 'wishlist') return standing.owned ? refuse(ReasonCode.ALREADY_ENROLLED) : null;
    const refusal = await this.purchases.purchaseRefusal(partyId, [productId], ex);
    return refusal ? refuse(refusal) : null;
  }
}
