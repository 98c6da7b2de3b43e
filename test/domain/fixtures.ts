import type { Product, Rental } from '../../src/domain/models';
import { computePrice } from '../../src/domain/price-result';

/** The price of a work whose price was sent (computePrice is null only without one). */
export const computed = (...args: Parameters<typeof computePrice>) => {
  const result = computePrice(...args);
  if (result === null) throw new Error('no price');
  return result;
};

export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    product_id: 'RJ01000001',
    loaded: true,
    work_name: 'Work',
    maker_name: 'Maker',
    site_id: 'maniax',
    maker_id: 'RG00001',
    price: 1320,
    price_without_tax: 1200,
    price_en: 8.8,
    price_eur: 8.1,
    official_price: 1320,
    upgrade_min_price: 110,
    product_point_rate: null,
    default_point_rate: 10,
    product_point: null,
    default_point: 120,
    rank: [],
    ranks: {},
    gift: null,
    is_rental: false,
    on_sale: true,
    work_rentals: [],
    down_url: 'https://example.com/dl',
    rate_average: 0,
    rate_count: 0,
    dl_count: 0,
    extra: {},
    ...over,
  };
}

export function makeRental(over: Partial<Rental> = {}): Rental {
  return {
    product_id: 'RJ01000001',
    expired_date: '2026-12-01 12:00:00',
    price: 330,
    price_without_tax: 300,
    price_usd: 2.2,
    price_eur: 2.03,
    point_rate: 10,
    ...over,
  };
}
