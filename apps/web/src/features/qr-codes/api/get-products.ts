import { productListSchema, type Product } from '@app/contracts/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/products/: the sticker's price comes from the database (product decisions, "Prices"). */
export const getProducts = async (signal?: AbortSignal): Promise<Product[]> => (await http.get('/api/products/', { schema: productListSchema, signal })).results;

export const productsQueryOptions = () => queryOptions({ queryKey: ['qr-codes', 'products'], queryFn: ({ signal }) => getProducts(signal), staleTime: 10 * 60_000 });

export const useProducts = () => useQuery(productsQueryOptions());
