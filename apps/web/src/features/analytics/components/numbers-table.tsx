import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type NumbersColumn<T> = {
  title: string;
  render: (row: T) => ReactNode;
  /** Figures align right, names left. */
  numeric?: boolean;
  /** A cell to draw attention to (over the cap, flagged); the cell's text must say why, not its colour alone. */
  alert?: (row: T) => boolean;
};

type NumbersTableProps<T> = {
  /** The table's accessible name, usually its heading's text. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: NumbersColumn<T>[];
  /** The bottom row (totals), in the columns' order. */
  footer?: ReactNode[];
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth?: number;
  emptyText: string;
};

/** The numbers behind a chart, or a list of figures: a plain table that scrolls sideways on a narrow screen. */
export function NumbersTable<T>({
  label,
  rows,
  rowKey,
  columns,
  footer,
  minWidth,
  emptyText,
}: NumbersTableProps<T>) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  const align = (column: NumbersColumn<T>) => (column.numeric ? 'right' : 'left');
  return (
    // Positioned, so text hidden for the eye in a cell (VisuallyHidden) stays inside the scrolling box instead of
    // widening the page.
    <Table.ScrollContainer minWidth={minWidth ?? 360} type="native" pos="relative">
      {/* Cells keep to one line: the table scrolls sideways rather than breaking a name or a figure. */}
      <Table
        aria-label={label}
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={6}
        styles={{ th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.title} ta={align(column)}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const alert = column.alert?.(row) ?? false;
                const Cell = index === 0 ? Table.Th : Table.Td;
                return (
                  <Cell
                    key={column.title}
                    scope={index === 0 ? 'row' : undefined}
                    ta={align(column)}
                    fw={alert ? 700 : index === 0 ? 500 : undefined}
                    bg={alert ? 'var(--mantine-color-red-light)' : undefined}
                    c={alert ? 'var(--mantine-color-red-light-color)' : undefined}
                    data-alert={alert || undefined}
                  >
                    {column.render(row)}
                  </Cell>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr>
              {footer.map((cell, index) => {
                const column = columns[index];
                const Cell = index === 0 ? Table.Th : Table.Td;
                return (
                  <Cell
                    key={column?.title ?? index}
                    scope={index === 0 ? 'row' : undefined}
                    ta={column ? align(column) : undefined}
                    fw={700}
                  >
                    {cell}
                  </Cell>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
