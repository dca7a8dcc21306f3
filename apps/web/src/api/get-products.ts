import { productsListProducts } from '@app/contracts/operations.gen';
import { call } from '@/lib/api';
import { productListSchema, type Product } from '@app/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/products/ (spec section 7): products and prices, open before signing in; prices come from the database, never from the page. */
export const getProducts = async (signal?: AbortSignal): Promise<Product[]> =>
  (await call(productsListProducts, { schema: import.meta.env.DEV && productListSchema, signal })).results;

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal), staleTime: 10 * 60_000 });

export const useProducts = (enabled = true) => useQuery({ ...productsQueryOptions(), enabled });
