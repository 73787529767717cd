import { Skeleton } from '@playdeck/ui';
import { Card, Stack } from '@playdeck/ui/layout';

/** Rows of a title and a date, the shape of the announcement and notice lists. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index}>
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </Card>
      ))}
    </Stack>
  );
}

/** A title, a date and a few lines of text: a detail page loading. */
export function DetailSkeleton({ banner = false }: { banner?: boolean }) {
  return (
    <Stack gap="sm">
      {banner ? <Skeleton shape="rect" width="100%" height={160} /> : null}
      <Skeleton width="80%" height={24} />
      <Skeleton width="35%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Stack>
  );
}
