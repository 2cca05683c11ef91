import type { TemplateSummary } from '@interview-hub/contracts/templates';
import { Anchor, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';

type SortColumn = 'name' | 'updated_at';

function sortTemplates(
  templates: TemplateSummary[],
  { columnAccessor, direction }: DataTableSortStatus<TemplateSummary>,
) {
  const sign = direction === 'desc' ? -1 : 1;
  const column: SortColumn = columnAccessor === 'updated_at' ? 'updated_at' : 'name';
  return [...templates].sort((a, b) =>
    column === 'name'
      ? sign * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })
      : sign * (Date.parse(a.updated_at) - Date.parse(b.updated_at)),
  );
}

type TemplatesTableProps = { templates: TemplateSummary[]; fetching: boolean };

/** The feedback templates, sortable by name and by last update; a row opens the template. */
export function TemplatesTable({ templates, fetching }: TemplatesTableProps) {
  const navigate = useNavigate();
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TemplateSummary>>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const records = useMemo(() => sortTemplates(templates, sortStatus), [templates, sortStatus]);

  return (
    <DataTable<TemplateSummary>
      aria-label="Templates"
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={records.length === 0 ? 180 : undefined}
      records={records}
      fetching={fetching}
      noRecordsText="No templates yet"
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      onRowClick={({ record }) => void navigate(`/templates/${record.id}`)}
      columns={[
        {
          accessor: 'name',
          title: 'Name',
          sortable: true,
          render: (template) => (
            <Anchor
              component={Link}
              to={`/templates/${template.id}`}
              fw={500}
              onClick={(event) => event.stopPropagation()}
            >
              {template.name}
            </Anchor>
          ),
        },
        { accessor: 'position', title: 'Position', render: (template) => template.position ?? '—' },
        {
          accessor: 'knowledge_area_count',
          title: 'Knowledge Areas',
          textAlign: 'right',
          render: (template) => <Text size="sm">{template.knowledge_area_count}</Text>,
        },
        {
          accessor: 'updated_at',
          title: 'Updated',
          sortable: true,
          render: (template) => formatDateTime(template.updated_at),
        },
      ]}
    />
  );
}
