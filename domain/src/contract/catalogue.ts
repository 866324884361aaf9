/** Product types of the catalogue. The spec's checkout record maps COURSES to COURSE, else VIDEO. */
export const ProductType = { COURSE: 'COURSE', VIDEO: 'VIDEO' } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export interface Category {
  categoryId: number;
  categoryName: string;
}

/** A catalogue product as the product service returns it. Prices are in rupees with paise as decimals. */
export interface Product {
  productID: number;
  productName: string;
  productType: ProductType;
  description: string;
  categoryId: number;
  categoryName: string;
  subjectArea: string;
  level: string;
  durationMinutes: number;
  productPrice: number;
  isFree: boolean;
  imageUrl: string | null;
  instructor: string | null;
  rating: number | null;
}

/** Query of the product list. Every field is optional; page is 1-based. */
export interface ProductListQuery {
  type?: ProductType;
  search?: string;
  categoryId?: number;
  level?: string;
  freeOnly?: boolean;
  page?: number;
  limit?: number;
}

export const PRODUCT_LIST_MAX_LIMIT = 50;
