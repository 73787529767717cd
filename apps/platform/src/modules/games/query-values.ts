/** The contract lets every filter arrive empty, meaning "all". */
export const given = <T>(value: T | '' | undefined): T | undefined => (value === '' ? undefined : value);

export interface Page {
  offset: number;
  limit: number;
  totalPages: number;
}

/** Paging from a 1-based page number; totalPages is 0 when nothing matched. */
export function pageOf(total: number, pageNo: number, pageSize: number): Page {
  return { offset: (pageNo - 1) * pageSize, limit: pageSize, totalPages: Math.ceil(total / pageSize) };
}
