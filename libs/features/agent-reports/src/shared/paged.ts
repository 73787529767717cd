/** The page after `page`, or undefined on the last one. */
export function nextPage(page: { pageNum: number; totalPages: number }): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

export const REPORT_PAGE_SIZE = 20;
