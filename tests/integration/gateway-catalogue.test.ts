import { ProductId } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

interface ProductView {
  id: string;
  productId: number;
  productName: string;
  productType: 'COURSE' | 'VIDEO';
  isFree: boolean;
  level: string;
  productPrice: number;
  category: { id: string; categoryId: number; categoryName: string };
}
interface PageData {
  products: { items: ProductView[]; total: number; page: number; pageSize: number };
}

const PRODUCTS = `query Products($filter: ProductFilter, $page: Int! = 1, $pageSize: Int! = 12) {
  products(filter: $filter, page: $page, pageSize: $pageSize) {
    items { id productId productName productType isFree level productPrice category { id categoryId categoryName } }
    total page pageSize
  }
}`;

describe('gateway catalogue: products, product, categories', () => {
  let stack: Stack;
  const page = async (variables: Record<string, unknown>) => {
    const response = await stack.graphql<PageData>(PRODUCTS, variables);
    expectNoInternalErrors(response);
    expect(response.body.errors).toBeUndefined();
    const products = response.body.data?.products;
    if (!products) throw new Error('no products in the answer');
    return products;
  };

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages through the whole catalogue with a stable total', async () => {
    const first = await page({ pageSize: 5 });
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(5);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);

    const seen = new Set<string>();
    const pages = Math.ceil(first.total / 20);
    for (let n = 1; n <= pages; n++) {
      const current = await page({ page: n, pageSize: 20 });
      expect(current.total).toBe(first.total);
      expect(current.items.length).toBe(n < pages ? 20 : first.total - 20 * (pages - 1));
      for (const item of current.items) seen.add(item.id);
    }
    expect(seen.size).toBe(first.total);

    const beyond = await page({ page: pages + 1, pageSize: 20 });
    expect(beyond.items).toEqual([]);
  });

  it('filters by type, category, level and free-only; the totals add up', async () => {
    const all = await page({ pageSize: 1 });
    const courses = await page({ filter: { type: 'COURSE' }, pageSize: 50 });
    const videos = await page({ filter: { type: 'VIDEO' }, pageSize: 50 });
    expect(courses.total + videos.total).toBe(all.total);
    expect(courses.items.every((item) => item.productType === 'COURSE')).toBe(true);
    expect(videos.items.every((item) => item.productType === 'VIDEO')).toBe(true);

    const free = await page({ filter: { freeOnly: true }, pageSize: 50 });
    expect(free.total).toBeGreaterThan(0);
    expect(free.items.every((item) => item.isFree && item.productPrice === 0)).toBe(true);

    const categoryId = courses.items[0]?.category.categoryId;
    const inCategory = await page({ filter: { categoryId }, pageSize: 50 });
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.items.every((item) => item.category.categoryId === categoryId)).toBe(true);

    const beginner = await page({ filter: { level: 'Beginner' }, pageSize: 50 });
    expect(beginner.items.every((item) => item.level === 'Beginner')).toBe(true);

    const word = courses.items[0]?.productName.split(' ')[0] ?? '';
    const searched = await page({ filter: { search: word }, pageSize: 50 });
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.items.some((item) => item.productName.includes(word))).toBe(true);
  });

  it('refuses page sizes outside 1..50 as BAD_USER_INPUT', async () => {
    for (const pageSize of [0, 51]) {
      const response = await stack.graphql(PRODUCTS, { pageSize });
      expectNoInternalErrors(response);
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('answers product(id) like the list, batches several, and null for a missing id', async () => {
    const listed = (await page({ pageSize: 3 })).items;
    const [a, b, c] = listed;
    const response = await stack.graphql<Record<string, ProductView | null>>(
      `query ($a: ID!, $b: ID!, $c: ID!) {
        a: product(id: $a) { id productId productName productType isFree level productPrice category { id categoryId categoryName } }
        b: product(id: $b) { id productName }
        c: product(id: $c) { id productName }
        missing: product(id: "999999") { id }
        notANumber: product(id: "abc") { id }
      }`,
      { a: a?.id, b: b?.id, c: c?.id },
    );
    expectNoInternalErrors(response);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.a).toEqual(a);
    expect(response.body.data?.b).toEqual({ id: b?.id, productName: b?.productName });
    expect(response.body.data?.c).toEqual({ id: c?.id, productName: c?.productName });
    expect(response.body.data?.missing).toBeNull();
    expect(response.body.data?.notANumber).toBeNull();
  });

  it('lists the categories with stable ids', async () => {
    const response = await stack.graphql<{
      categories: { id: string; categoryId: number; categoryName: string }[];
    }>('{ categories { id categoryId categoryName } }');
    expectNoInternalErrors(response);
    const categories = response.body.data?.categories ?? [];
    expect(categories.length).toBeGreaterThan(5);
    for (const category of categories) expect(category.id).toBe(String(category.categoryId));
  });

  it('filters by subject area, course type and looking-for tag, and lists their values', async () => {
    const lists = await stack.graphql<{
      subjectAreas: string[];
      videoAreas: string[];
      courseTypes: string[];
      productLevels: string[];
      lookingForTags: { id: string; lookingForId: number; name: string }[];
    }>(`{
      subjectAreas
      videoAreas: subjectAreas(type: VIDEO)
      courseTypes
      productLevels
      lookingForTags { id lookingForId name }
    }`);
    expectNoInternalErrors(lists);
    const data = lists.body.data;
    expect(data?.courseTypes).toEqual(['Self-paced', 'Instructor-led', 'Certification', 'Assessment']);
    expect(data?.productLevels).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(data?.subjectAreas).toContain('Treasury');
    expect(data?.videoAreas?.length).toBeLessThan(data?.subjectAreas.length ?? 0);
    expect(data?.lookingForTags.map((tag) => tag.name)).toContain('Upskilling');

    const FILTERED = `query ($filter: ProductFilter) {
      products(filter: $filter, pageSize: 50) { total items { productId subjectArea courseType lookingFor } }
    }`;
    type Filtered = {
      products: {
        total: number;
        items: { productId: number; subjectArea: string; courseType: string; lookingFor: string[] }[];
      };
    };
    const treasury = await stack.graphql<Filtered>(FILTERED, { filter: { subjectArea: 'Treasury' } });
    expect(treasury.body.data?.products.total).toBeGreaterThanOrEqual(2);
    expect(treasury.body.data?.products.items.every((item) => item.subjectArea === 'Treasury')).toBe(true);

    const instructorLed = await stack.graphql<Filtered>(FILTERED, {
      filter: { type: 'COURSE', courseType: 'Instructor-led', lookingFor: 'Upskilling' },
    });
    const items = instructorLed.body.data?.products.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.courseType).toBe('Instructor-led');
      expect(item.lookingFor).toContain('Upskilling');
    }
  });

  it('answers details fields: validity, add-ons, parent and prerequisites in sequence', async () => {
    const DETAILS = `query ($id: ID!) {
      product(id: $id) {
        id productPrice courseType validityDays lookingFor parentProductId
        parent { id productName productPrice }
        addOns { id productName productPrice parentProductId }
        prerequisites { id sequence product { id productName productType } }
      }
    }`;
    type Details = {
      product: {
        id: string;
        productPrice: number;
        courseType: string;
        validityDays: number;
        lookingFor: string[];
        parentProductId: number | null;
        parent: { id: string; productName: string; productPrice: number } | null;
        addOns: { id: string; productName: string; productPrice: number; parentProductId: number }[];
        prerequisites: {
          id: string;
          sequence: number;
          product: { id: string; productName: string; productType: string };
        }[];
      } | null;
    };
    const risk = await stack.graphql<Details>(DETAILS, { id: '3020' });
    expectNoInternalErrors(risk);
    expect(risk.body.errors).toBeUndefined();
    expect(risk.body.data?.product?.prerequisites.map((item) => [item.sequence, item.product.id])).toEqual([
      [1, '3011'],
      [2, '3002'],
    ]);

    const parent = (await stack.graphql<Details>(DETAILS, { id: '3018' })).body.data?.product;
    expect(parent?.addOns.map((addOn) => addOn.id)).toEqual(['3019']);
    for (const addOn of parent?.addOns ?? []) expect(addOn.parentProductId).toBe(3018);

    const addOn = (await stack.graphql<Details>(DETAILS, { id: '3019' })).body.data?.product;
    expect(addOn?.parent?.id).toBe('3018');
    expect(addOn?.productPrice ?? 0).toBeLessThanOrEqual(addOn?.parent?.productPrice ?? 0);

    const cfx = (await stack.graphql<Details>(DETAILS, { id: String(ProductId.CFX) })).body.data?.product;
    expect(cfx).toMatchObject({ courseType: 'Certification', validityDays: 365, parent: null, addOns: [] });
    expect(cfx?.prerequisites.map((item) => item.product.id)).toEqual([String(ProductId.FEAT)]);
  });
});
