import {
  type Category,
  type Product,
  PRODUCT_LIST_MAX_LIMIT,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CATEGORY, DEMO_LEARNER_ACTIVITY } from '../../db/seed';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let visitor: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  visitor = api.client();
  await visitor.anonymous();
});
afterAll(() => api?.close());

const list = (query: Record<string, string | number | boolean> = {}) =>
  visitor.get<never, Product>(RestPath.PRODUCT_LIST, { query, encryptQuery: false });

describe('GET productlist', () => {
  it('pages the whole active catalogue in a stable order, with the total', async () => {
    const first = await list();
    expect(first.body.responseListObject).toHaveLength(12);
    const total = first.body.totalRecords ?? 0;
    expect(total).toBeGreaterThanOrEqual(2 + 20 + 20);

    const all: Product[] = [];
    for (let page = 1; all.length < total; page += 1) {
      const response = await list({ page, limit: 10 });
      all.push(...(response.body.responseListObject ?? []));
      expect(response.body.totalRecords).toBe(total);
    }
    expect(new Set(all.map((product) => product.productID)).size).toBe(total);
    const names = all.map((product) => product.productName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list({ page: 100 })).body.responseListObject).toEqual([]);
  });

  it('filters by type, category, level and free, counting only matches', async () => {
    const videos = await list({ type: 'VIDEO', limit: PRODUCT_LIST_MAX_LIMIT });
    expect(videos.body.totalRecords).toBeGreaterThanOrEqual(20);
    expect(videos.body.responseListObject?.every((product) => product.productType === 'VIDEO')).toBe(true);
    expect((await list({ type: 'courses' })).body.responseListObject?.[0]?.productType).toBe('COURSE');

    const trade = await list({ categoryId: DEMO_CATEGORY.TRADE_FINANCE, level: 'Intermediate' });
    expect(trade.body.totalRecords).toBeGreaterThan(0);
    for (const product of trade.body.responseListObject ?? []) {
      expect(product).toMatchObject({ categoryId: DEMO_CATEGORY.TRADE_FINANCE, level: 'Intermediate' });
    }

    const free = await list({ freeOnly: true, limit: PRODUCT_LIST_MAX_LIMIT });
    expect(free.body.totalRecords).toBeGreaterThan(0);
    expect(
      free.body.responseListObject?.every((product) => product.isFree && product.productPrice === 0),
    ).toBe(true);
  });

  it('searches name, description and subject area without regard to case', async () => {
    const gst = await list({ search: 'gSt' });
    expect(gst.body.totalRecords).toBeGreaterThanOrEqual(3);
    const kyc = await list({ search: 'kyc/aml' });
    expect(kyc.body.responseListObject?.some((product) => product.subjectArea === 'KYC/AML')).toBe(true);
    expect((await list({ search: '100%' })).body.totalRecords).toBe(0);
  });

  it('caps the page size', async () => {
    const response = await list({ limit: 1000 });
    expect(response.body.responseListObject).toHaveLength(PRODUCT_LIST_MAX_LIMIT);
  });

  it('shows prices in rupees from stored paise', async () => {
    const cfx = (await list({ search: 'Chartered Financial Expert' })).body.responseListObject?.[0];
    expect(cfx).toMatchObject({ productID: ProductId.CFX, productPrice: 75_000, productType: 'COURSE' });
  });
});

describe('GET productdetails, product, category', () => {
  it('answers one product, or a 404 envelope', async () => {
    const feat = await visitor.get<Product>(RestPath.PRODUCT_DETAILS, {
      query: { productId: ProductId.FEAT },
      encryptQuery: false,
    });
    expect(feat.body.responseObject).toMatchObject({ productPrice: 1000, durationMinutes: 60 });
    const missing = await visitor.get(RestPath.PRODUCT_DETAILS, {
      query: { productId: 999_999 },
      encryptQuery: false,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('answers products by ids in the order asked, skipping unknown ids', async () => {
    const response = await visitor.get<never, Product>(
      `${RestPath.PRODUCTS_BY_IDS}?ids=20849,999999,1083,3001`,
    );
    expect(response.body.responseListObject?.map((product) => product.productID)).toEqual([
      20849, 1083, 3001,
    ]);
  });

  it('lists categories', async () => {
    const response = await visitor.get<never, Category>(RestPath.CATEGORIES);
    expect(response.body.responseListObject?.length).toBeGreaterThanOrEqual(10);
  });
});

describe('GET cart/count and wishlist/count', () => {
  const { learner, secondLearner, ops, tpo } = DEMO_ACCOUNTS;

  it('answers the learner own counts in responseObject', async () => {
    const client = api.client();
    await client.loginAs(learner.email);
    const cart = await client.get<number>(RestPath.CART_COUNT, { query: { partyID: learner.partyId } });
    expect(cart.body.responseObject).toBe(DEMO_LEARNER_ACTIVITY.learner.cartProductIds.length);
    const wishlist = await client.get<number>(RestPath.WISHLIST_COUNT, {
      query: { partyID: learner.partyId },
    });
    expect(wishlist.body.responseObject).toBe(DEMO_LEARNER_ACTIVITY.learner.wishlistProductIds.length);
  });

  it('refuses anonymous callers, other parties and roles without access', async () => {
    const query = { query: { partyID: learner.partyId } };
    expect((await visitor.get(RestPath.CART_COUNT, query)).status).toBe(401);

    const other = api.client();
    await other.loginAs(secondLearner.email);
    const foreign = await other.get(RestPath.CART_COUNT, query);
    expect(foreign.status).toBe(403);
    expect(foreign.body.reasonCode).toBe(ReasonCode.FORBIDDEN);

    const college = api.client();
    await college.loginAs(tpo.email);
    expect((await college.get(RestPath.WISHLIST_COUNT, { query: { partyID: tpo.partyId } })).status).toBe(
      403,
    );
  });

  it('lets staff read any learner counts', async () => {
    const staff = api.client();
    await staff.loginAs(ops.email);
    const cart = await staff.get<number>(RestPath.CART_COUNT, { query: { partyID: secondLearner.partyId } });
    expect(cart.body.responseObject).toBe(DEMO_LEARNER_ACTIVITY.secondLearner.cartProductIds.length);
  });
});
