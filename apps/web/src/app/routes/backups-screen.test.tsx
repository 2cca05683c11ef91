import type { Backup, BackupList } from '@interview-hub/contracts/backups';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, stubApi } from '../../../test/stub-api';
import { BackupsPage } from './backups-page';

const renderBackups = () => renderScreen('/backups', <BackupsPage />, '/backups');

const older: Backup = {
  file_name: 'backup-2026-11-23T03-00-00Z.tar.gz',
  size_bytes: 4_404_019,
  created_at: '2026-11-23T03:00:00.000Z',
};
const newer: Backup = {
  file_name: 'backup-2026-11-24T09-15-00Z.tar.gz',
  size_bytes: 4_509_901,
  created_at: '2026-11-24T09:15:00.000Z',
};

describe('Backups', () => {
  it('lists the backups, newest first, with their time and size', async () => {
    stubApi({ 'GET /api/admin/backups': { database: 'pglite', keep: 7, backups: [newer, older] } });
    renderBackups();
    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('4.3 MB')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(newer.file_name)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('4.2 MB')).toBeInTheDocument();
    expect(screen.getByText(/the newest 7 are kept/)).toBeInTheDocument();
  });

  it('backs up now by keyboard, says so and shows the new backup in the list', async () => {
    const user = userEvent.setup();
    let list: BackupList = { database: 'pglite', keep: 7, backups: [] };
    const fetchMock = stubApi({
      'GET /api/admin/backups': () => jsonResponse(list),
      'POST /api/admin/backups': () => {
        list = { ...list, backups: [newer] };
        return jsonResponse(newer, 201);
      },
    });
    renderBackups();
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Back up now' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Backup written: ${newer.file_name} (4.3 MB)`)).toBeInTheDocument();
    expect(await screen.findByText(newer.file_name, { selector: 'td *' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/backups')).toHaveLength(1);
  });

  it("shows the server's reason when a backup fails", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/backups': { database: 'pglite', keep: 7, backups: [older] },
      'POST /api/admin/backups': () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'No space left on the disk' } }, 500),
    });
    renderBackups();
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No space left on the disk');
    expect(screen.getByText(older.file_name)).toBeInTheDocument();
  });

  it('on PostgreSQL says that pg_dump backs it up, and offers no button', async () => {
    stubApi({ 'GET /api/admin/backups': { database: 'postgres', keep: 7, backups: [] } });
    renderBackups();
    expect(await screen.findByText(/back it up with pg_dump/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });

  it('is closed to everyone but admins', async () => {
    const fetchMock = stubApi({}, 'recruiter');
    renderBackups();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Backups');
    expect(callsTo(fetchMock, 'GET', '/api/admin/backups')).toHaveLength(0);
  });
});
