/** The `next` and `previous` links of a `{count, next, previous, results}` search list. */
export function pageLinks(path: string, search: string, page: number, pageSize: number, count: number) {
  const link = (p: number) => `${path}?${new URLSearchParams({ search, page: String(p) }).toString()}`;
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
