import { productListSchema, type Product } from '@app/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { addressKeys } from './address-keys';

/** GET /api/products/ (spec section 7): the address subscription's prices for the new-address form. */
export const getProducts = async (signal?: AbortSignal): Promise<Product[]> =>
  (await http.get('/api/products/', { schema: productListSchema, signal })).results;

export const productsQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.products, queryFn: ({ signal }) => getProducts(signal), staleTime: 10 * 60_000 });

export const useProducts = () => useQuery(productsQueryOptions());
