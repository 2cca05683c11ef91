import { z } from 'zod';

/** Generic list page size when a screen names none. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export const sortOrderSchema = z.enum(['asc', 'desc']).default('asc');

/** `page` and `limit` query parameters; out-of-range values are refused with 400. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pageMeta(page: number, limit: number, total: number): PageMeta {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}

/** `{ data: [...], meta: { page, limit, total, total_pages } }` for a list of items. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
