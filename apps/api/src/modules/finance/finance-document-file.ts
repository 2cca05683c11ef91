import type { FinanceDocumentFormat } from '@interview-hub/contracts/finance-documents';
import type { FastifyReply } from 'fastify';
import { financeCsv } from '../../documents/finance-csv';
import { type FinanceDocument, partyOf } from '../../documents/finance-document';
import { renderFinancePdf } from '../../documents/finance-pdf';
import { type DownloadName, downloadName, sendFile } from '../../lib/file-download';

/**
 * A statement or an invoice draft as the file to download: `statement-2026-03-олена-коваль.pdf`,
 * `invoice-2026-03-acme.csv` (ASCII fallbacks transliterated).
 */
export async function financeDocumentFile(
  document: FinanceDocument,
  format: FinanceDocumentFormat,
): Promise<{ body: Buffer | string; type: string; name: DownloadName }> {
  const name = downloadName(`${document.kind}-${document.period}`, partyOf(document).name, format);
  if (format === 'csv') return { body: financeCsv(document), type: 'text/csv; charset=utf-8', name };
  return { body: await renderFinancePdf(document), type: 'application/pdf', name };
}

/** Answers the request with the document as a download in the format asked. */
export async function sendFinanceDocument(
  reply: FastifyReply,
  document: FinanceDocument,
  format: FinanceDocumentFormat,
) {
  const file = await financeDocumentFile(document, format);
  return sendFile(reply, file.body, file.type, file.name);
}
