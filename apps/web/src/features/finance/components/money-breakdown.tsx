import 'mantine-datatable/styles.css';
import type { MoneyTotals } from '@interview-hub/contracts/finance';
import { formatMoney } from '@interview-hub/contracts/money';
import { Anchor } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

type MoneyBreakdownProps<T extends MoneyTotals> = {
  records: T[];
  currency: string;
  idOf: (row: T) => string;
  /** The row's name: a button that shows its lines. */
  nameOf: (row: T) => string;
  nameTitle: string;
  /** Columns between the name and the money: the position's client. */
  extraColumns?: DataTableColumn<T>[];
  /** Buttons at the end of the row: the client's invoice downloads. */
  actions?: (row: T) => ReactNode;
  onOpen: (row: T) => void;
};

/** A month's money by client or by position: interviews, billed, paid, held and the margin, each row opening its lines. */
export function MoneyBreakdown<T extends MoneyTotals>(props: MoneyBreakdownProps<T>) {
  const { currency, actions } = props;
  const amount = (accessor: keyof MoneyTotals & string, title: string): DataTableColumn<T> => ({
    accessor,
    title,
    textAlign: 'right',
    render: (row) => formatMoney(row[accessor], currency),
  });
  const columns: DataTableColumn<T>[] = [
    {
      accessor: 'name',
      title: props.nameTitle,
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => props.onOpen(row)} ta="left">
          {props.nameOf(row)}
        </Anchor>
      ),
    },
    ...(props.extraColumns ?? []),
    { accessor: 'interviews', title: 'Interviews', textAlign: 'right' },
    amount('charged', 'Billed'),
    amount('paid', 'Paid'),
    amount('held', 'Held'),
    amount('margin', 'Margin'),
    ...(actions ? [{ accessor: 'actions', title: 'Invoice', render: actions }] : []),
  ];
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      minHeight={props.records.length ? undefined : 120}
      styles={{ table: { minWidth: actions ? 760 : 680 } }}
      idAccessor={props.idOf}
      records={props.records}
      columns={columns}
      noRecordsText="Nothing billed or paid in this month."
    />
  );
}
