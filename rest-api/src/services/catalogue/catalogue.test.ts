import {
  type AddOnRelation,
  type Category,
  COURSE_TYPES,
  CourseType,
  type LookingForTag,
  type Product,
  type ProductDetails,
  type ProductPrice,
  type ProductSequenceItem,
  PRODUCT_LIST_MAX_LIMIT,
  ProductId,
  ReasonCode,
  RestPath,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { CatalogueRepository } from './catalogue.repository';
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

  it('pages a search as the whole catalogue filtered: same matches, order and total on every page', async () => {
    const catalogue: Product[] = [];
    for (let page = 1; ; page += 1) {
      const items = (await list({ page, limit: PRODUCT_LIST_MAX_LIMIT })).body.responseListObject ?? [];
      catalogue.push(...items);
      if (items.length < PRODUCT_LIST_MAX_LIMIT) break;
    }
    // A word, a fragment inside words, and two letters (too short for a trigram: no index narrows it).
    for (const term of ['BANK', 'inanc', 'an']) {
      const matches = catalogue.filter((product) =>
        [product.productName, product.description, product.subjectArea].some((text) =>
          text.toLowerCase().includes(term.toLowerCase()),
        ),
      );
      expect(matches.length).toBeGreaterThan(5);
      const found: Product[] = [];
      for (let page = 1; found.length < matches.length; page += 1) {
        const response = await list({ search: term, page, limit: 5 });
        expect(response.body.totalRecords).toBe(matches.length);
        found.push(...(response.body.responseListObject ?? []));
      }
      expect(found).toEqual(matches);
      const pastTheEnd = await list({ search: term, page: 1000, limit: 5 });
      expect(pastTheEnd.body).toMatchObject({ responseListObject: [], totalRecords: matches.length });
    }
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

const get = <T, TItem = never>(path: string, query: Record<string, string | number> = {}) =>
  visitor.get<T, TItem>(path, { query, encryptQuery: false });

describe('catalogue depth: course types, validity, looking-for tags', () => {
  it('gives every product a known course type and a validity; FEAT is the assessment', async () => {
    const all: Product[] = [];
    for (let page = 1; ; page += 1) {
      const items = (await list({ page, limit: PRODUCT_LIST_MAX_LIMIT })).body.responseListObject ?? [];
      all.push(...items);
      if (items.length < PRODUCT_LIST_MAX_LIMIT) break;
    }
    for (const product of all) {
      expect(COURSE_TYPES).toContain(product.courseType);
      expect(product.validityDays).toBeGreaterThan(0);
    }
    const feat = all.find((product) => product.productID === ProductId.FEAT);
    expect(feat).toMatchObject({
      courseType: CourseType.ASSESSMENT,
      lookingFor: expect.arrayContaining(['Certification']),
    });
    expect(all.find((product) => product.productID === ProductId.CFX)?.courseType).toBe(
      CourseType.CERTIFICATION,
    );
    expect(
      all.filter((product) => product.productType === 'VIDEO').every((video) => video.validityDays === 90),
    ).toBe(true);
  });

  it('filters by subject area, course type and looking-for tag, without regard to case', async () => {
    const mutualFunds = await list({ subjectArea: 'mutual funds', limit: PRODUCT_LIST_MAX_LIMIT });
    expect(mutualFunds.body.totalRecords).toBeGreaterThanOrEqual(3);
    expect(mutualFunds.body.responseListObject?.every((p) => p.subjectArea === 'Mutual Funds')).toBe(true);

    const certification = await list({ courseType: 'Certification', limit: PRODUCT_LIST_MAX_LIMIT });
    const certIds = certification.body.responseListObject?.map((p) => p.productID);
    expect(certIds).toEqual(expect.arrayContaining([ProductId.CFX, 3004, 3017, 3019]));
    expect(certification.body.totalRecords).toBe(certIds?.length);

    const interview = await list({
      lookingFor: 'INTERVIEW preparation',
      type: 'COURSE',
      limit: PRODUCT_LIST_MAX_LIMIT,
    });
    expect(interview.body.totalRecords).toBeGreaterThan(0);
    for (const product of interview.body.responseListObject ?? []) {
      expect(product.productType).toBe('COURSE');
      expect(product.lookingFor).toContain('Interview preparation');
    }
    expect((await list({ lookingFor: 'No such tag' })).body.totalRecords).toBe(0);
    expect(
      (await list({ courseType: 'Assessment' })).body.responseListObject?.map((p) => p.productID),
    ).toEqual([ProductId.FEAT]);
  });

  it('lists subject areas, looking-for tags, course types and levels', async () => {
    const areas = (await get<never, string>(RestPath.SUBJECT_AREAS)).body.responseListObject ?? [];
    expect(areas).toEqual(expect.arrayContaining(['KYC/AML', 'Mutual Funds', 'Assessment']));
    expect(new Set(areas).size).toBe(areas.length);
    expect(areas).toEqual([...areas].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const videoAreas = (await get<never, string>(RestPath.SUBJECT_AREAS, { type: 'VIDEO' })).body
      .responseListObject;
    expect(videoAreas).toContain('Clearing');
    expect(videoAreas).not.toContain('Assessment');

    const tags = (await get<never, LookingForTag>(RestPath.LOOKING_FOR)).body.responseListObject;
    expect(tags?.map((tag) => tag.name)).toEqual([
      'Job in a bank',
      'Upskilling',
      'Certification',
      'Career switch',
      'Interview preparation',
    ]);
    expect((await get<never, string>(RestPath.COURSE_TYPES)).body.responseListObject).toEqual([
      ...COURSE_TYPES,
    ]);
    expect((await get<never, string>(RestPath.PRODUCT_LEVELS)).body.responseListObject).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
  });
});

describe('add-on courses, prerequisites and prices', () => {
  it('details carry add-ons, parent and prerequisites in sequence', async () => {
    const details = (await get<ProductDetails>(RestPath.PRODUCT_DETAILS, { productId: 3002 })).body
      .responseObject;
    expect(details?.addOns.map((p) => p.productID)).toEqual([3012]);
    expect(details?.parent).toBeNull();

    const addOn = (await get<ProductDetails>(RestPath.PRODUCT_DETAILS, { productId: 3012 })).body
      .responseObject;
    expect(addOn).toMatchObject({ parentProductId: 3002, parent: { productID: 3002, productPrice: 7499 } });

    const risk = (await get<ProductDetails>(RestPath.PRODUCT_DETAILS, { productId: 3020 })).body
      .responseObject;
    expect(risk?.prerequisites).toEqual([
      {
        sequence: 1,
        productID: 3011,
        productName: 'Retail Loan Processing: Home, Auto and Personal Loans',
        productType: 'COURSE',
      },
      { sequence: 2, productID: 3002, productName: 'Credit Appraisal for MSME Loans', productType: 'COURSE' },
    ]);
    const cfx = (await get<ProductDetails>(RestPath.PRODUCT_DETAILS, { productId: ProductId.CFX })).body
      .responseObject;
    expect(cfx?.prerequisites.map((p) => p.productID)).toEqual([ProductId.FEAT]);
    expect(cfx?.validityDays).toBe(365);
  });

  it('answers checkProductSequence and the prerequisite count by productID', async () => {
    const sequence = await get<never, ProductSequenceItem>(RestPath.PRODUCT_SEQUENCE, { productID: 3020 });
    expect(sequence.body.responseListObject?.map((item) => [item.sequence, item.productID])).toEqual([
      [1, 3011],
      [2, 3002],
    ]);
    expect(
      (await get<number>(RestPath.PREREQUISITE_COUNT, { productID: ProductId.CFX })).body.responseObject,
    ).toBe(1);
    expect((await get<number>(RestPath.PREREQUISITE_COUNT, { productID: 3001 })).body.responseObject).toBe(0);
    expect((await get(RestPath.PRODUCT_SEQUENCE, { productID: 'x' })).status).toBe(400);
  });

  it('lists add-ons, tells parent from child and answers the max parent price', async () => {
    const all = (await get<never, Product>(RestPath.ALL_ADD_ON_COURSES)).body.responseListObject ?? [];
    expect(all.map((p) => p.productID).sort()).toEqual([3012, 3014, 3019, 3024]);
    const selected = await get<never, Product>(RestPath.SELECTED_ADD_ON_COURSES, { productID: 3018 });
    expect(selected.body.responseListObject?.map((p) => p.productID)).toEqual([3019]);

    const relation = (id: number) => get<AddOnRelation>(RestPath.ADD_ON_RELATION, { productID: id });
    expect((await relation(3018)).body.responseObject).toEqual({
      productID: 3018,
      isParent: true,
      isChild: false,
    });
    expect((await relation(3019)).body.responseObject).toEqual({
      productID: 3019,
      isParent: false,
      isChild: true,
    });
    expect((await relation(999_999)).status).toBe(404);

    expect((await get<number>(RestPath.MAX_PARENT_PRICE, { productID: 3019 })).body.responseObject).toBe(
      12_999,
    );
    expect(
      (await get<number>(RestPath.MAX_PARENT_PRICE, { productID: 3018 })).body.responseObject,
    ).toBeNull();
    expect((await get(RestPath.MAX_PARENT_PRICE, { productID: 999_999 })).status).toBe(404);
  });

  it('keeps every add-on at or below its parent price, and notices one that is not', async () => {
    const repository = new CatalogueRepository(api.db);
    expect(await repository.addOnsPricedAboveParent()).toEqual([]);
    const [before] = await api.db.select().from(products).where(eq(products.productId, 3014));
    try {
      await api.db.update(products).set({ pricePaise: 6999_01 }).where(eq(products.productId, 3014));
      expect(await repository.addOnsPricedAboveParent()).toEqual([3014]);
    } finally {
      await api.db
        .update(products)
        .set({ pricePaise: before!.pricePaise })
        .where(eq(products.productId, 3014));
    }
  });

  it('answers productprice for any product and video/videoprice for videos only', async () => {
    expect(
      (await get<ProductPrice>(RestPath.PRODUCT_PRICE, { productID: ProductId.CFX })).body.responseObject,
    ).toEqual({
      productID: ProductId.CFX,
      productPrice: 75_000,
      isFree: false,
    });
    expect((await get<ProductPrice>(RestPath.VIDEO_PRICE, { productID: 4002 })).body.responseObject).toEqual({
      productID: 4002,
      productPrice: 99,
      isFree: false,
    });
    expect(
      (await get<ProductPrice>(RestPath.VIDEO_PRICE, { productId: 4001 })).body.responseObject?.isFree,
    ).toBe(true);
    const course = await get(RestPath.VIDEO_PRICE, { productID: 3001 });
    expect(course.status).toBe(404);
    expect(course.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    expect((await get(RestPath.PRODUCT_PRICE, {})).status).toBe(400);
  });
});
