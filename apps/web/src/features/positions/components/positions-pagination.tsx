import { Button, Group, Select, Text } from '@mantine/core';
import { POSITIONS_PAGE_SIZES } from './positions-url-state';

type PositionsPaginationProps = {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const pageSizeOptions = POSITIONS_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Rows per page, 'Showing a-b of total', 'Page n of m', Previous and Next. */
export function PositionsPagination({
  page,
  perPage,
  total,
  totalPages,
  onPageChange,
  onPerPageChange,
}: PositionsPaginationProps) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  // An empty list is still one (empty) page, never 'Page 1 of 0'.
  const pageCount = Math.max(totalPages, 1);

  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Select
          label="Rows per page"
          data={pageSizeOptions}
          value={String(perPage)}
          onChange={(value) => value && onPerPageChange(Number(value))}
          allowDeselect={false}
          w={110}
          size="xs"
        />
      </Group>
      {total > 0 ? (
        <Text size="sm" c="dimmed">
          Showing {from}-{to} of {total}
        </Text>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Page {page} of {pageCount}
        </Text>
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
