import { ProductId } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesDocument,
  ProductDocument,
  ProductsDocument,
  type ProductsQueryVariables,
} from '../../client/src/graphql/generated/graphql';
import {
  CatalogueValuesDocument,
  FilteredProductsDocument,
  ProductBatchDocument,
} from '../src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway catalogue: products, product, categories', () => {
  let stack: Stack;
  const page = async (variables: Partial<ProductsQueryVariables>) =>
    dataOf(await stack.graphql(ProductsDocument, { page: 1, pageSize: 12, ...variables })).products;
  const product = async (id: string) => dataOf(await stack.graphql(ProductDocument, { id })).product;

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
    expect([courses.items.length, videos.items.length].every((length) => length > 0)).toBe(true);
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
    expect(beginner.items.length).toBeGreaterThan(0);
    expect(beginner.items.every((item) => item.level === 'Beginner')).toBe(true);

    const word = courses.items[0]?.productName.split(' ')[0] ?? '';
    const searched = await page({ filter: { search: word }, pageSize: 50 });
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.items.some((item) => item.productName.includes(word))).toBe(true);
  });

  it('refuses page sizes outside 1..50 as BAD_USER_INPUT', async () => {
    for (const pageSize of [0, 51]) {
      const response = await stack.graphql(ProductsDocument, { page: 1, pageSize });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('answers product(id) like the list, batches several, and null for a missing id', async () => {
    const listed = (await page({ pageSize: 3 })).items;
    const [a, b, c] = listed;
    const response = await stack.graphql(ProductBatchDocument, { a: a!.id, b: b!.id, c: c!.id });
    const batch = dataOf(response);
    expect(batch.a).toEqual({
      id: a?.id,
      productId: a?.productId,
      productName: a?.productName,
      productType: a?.productType,
      isFree: a?.isFree,
      level: a?.level,
      productPrice: a?.productPrice,
      category: a?.category,
    });
    expect(batch.b).toEqual({ id: b?.id, productName: b?.productName });
    expect(batch.c).toEqual({ id: c?.id, productName: c?.productName });
    expect(batch.missing).toBeNull();
    expect(batch.notANumber).toBeNull();
  });

  it('lists the categories with stable ids', async () => {
    const { categories } = dataOf(await stack.graphql(CategoriesDocument));
    expect(categories.length).toBeGreaterThan(5);
    for (const category of categories) expect(category.id).toBe(String(category.categoryId));
  });

  it('filters by subject area, course type and looking-for tag, and lists their values', async () => {
    const data = dataOf(await stack.graphql(CatalogueValuesDocument));
    expect(data.courseTypes).toEqual(['Self-paced', 'Instructor-led', 'Certification', 'Assessment']);
    expect(data.productLevels).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(data.subjectAreas).toContain('Treasury');
    expect(data.videoAreas.length).toBeLessThan(data.subjectAreas.length);
    expect(data.lookingForTags.map((tag) => tag.name)).toContain('Upskilling');

    const filtered = async (filter: ProductsQueryVariables['filter']) =>
      dataOf(await stack.graphql(FilteredProductsDocument, { filter })).products;
    const treasury = await filtered({ subjectArea: 'Treasury' });
    expect(treasury.total).toBeGreaterThanOrEqual(2);
    expect(treasury.items.every((item) => item.subjectArea === 'Treasury')).toBe(true);

    const { items } = await filtered({
      type: 'COURSE',
      courseType: 'Instructor-led',
      lookingFor: 'Upskilling',
    });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.courseType).toBe('Instructor-led');
      expect(item.lookingFor).toContain('Upskilling');
    }
  });

  it('answers details fields: validity, add-ons, parent and prerequisites in sequence', async () => {
    const risk = await product('3020');
    expect(risk?.prerequisites.map((item) => [item.sequence, item.product?.id])).toEqual([
      [1, '3011'],
      [2, '3002'],
    ]);

    const parent = await product('3018');
    expect(parent?.addOns.map((addOn) => addOn.id)).toEqual(['3019']);
    for (const addOn of parent?.addOns ?? []) expect((await product(addOn.id))?.parentProductId).toBe(3018);

    const addOn = await product('3019');
    expect(addOn?.parentProductId).toBe(3018);
    expect(addOn?.parent?.id).toBe('3018');
    expect(addOn?.productPrice ?? 0).toBeLessThanOrEqual(addOn?.parent?.productPrice ?? 0);

    const cfx = await product(String(ProductId.CFX));
    expect(cfx).toMatchObject({ courseType: 'Certification', validityDays: 365, parent: null, addOns: [] });
    expect(cfx?.prerequisites.map((item) => item.product?.id)).toEqual([String(ProductId.FEAT)]);
  });
});
