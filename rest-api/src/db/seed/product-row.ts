import type { products } from '../schema/catalogue';

export type ProductRow = typeof products.$inferInsert;

/** Catalogue entries are written in rupees for readability and stored in paise. */
export interface DemoProduct {
  id: number;
  name: string;
  category: number;
  subjectArea: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  minutes: number;
  rupees: number;
  instructor: string;
  rating: number;
  description: string;
}

export const toProductRow = (type: 'COURSE' | 'VIDEO', product: DemoProduct): ProductRow => ({
  productId: product.id,
  name: product.name,
  type,
  description: product.description,
  categoryId: product.category,
  subjectArea: product.subjectArea,
  level: product.level,
  durationMinutes: product.minutes,
  pricePaise: Math.round(product.rupees * 100),
  isFree: product.rupees === 0,
  imageUrl: null,
  instructor: product.instructor,
  rating: product.rating,
  active: true,
});
