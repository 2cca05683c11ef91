import type { Db } from '../../db/client';
import { type Invoice, invoiceTotals } from '../../documents/finance-document';
import { AppError } from '../../lib/app-error';
import { findClientById } from '../clients/clients.repository';
import { documentLines } from './document-lines';

/**
 * A client's invoice draft for a month (admins): the charges for its interviews, the reversals of earlier charges
 * as adjustments, and the total.
 */
export async function clientInvoice(options: {
  db: Db;
  clientId: number;
  period: string;
  defaultTimeZone: string;
}): Promise<Invoice> {
  const client = await findClientById(options.db, options.clientId);
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  const document = await documentLines({
    db: options.db,
    filter: { period: options.period, clientId: client.id, kind: 'charge' },
    defaultTimeZone: options.defaultTimeZone,
  });
  return {
    kind: 'invoice',
    client: { id: client.id, name: client.name },
    ...document,
    totals: invoiceTotals(document.lines),
  };
}
