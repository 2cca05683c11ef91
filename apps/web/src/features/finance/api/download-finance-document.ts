import type { FinanceDocumentFormat } from '@interview-hub/contracts/finance-documents';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** Whose document: an interviewer's statement, a client's invoice draft, or the signed-in interviewer's own. */
export type FinanceDocumentTarget =
  | { kind: 'statement'; id: number }
  | { kind: 'invoice'; id: number }
  | { kind: 'own-statement' };

const paths = {
  statement: (id: number) => `/api/finance/statements/${id}`,
  invoice: (id: number) => `/api/finance/invoices/${id}`,
};

/**
 * GET /api/finance/statements/{id}, /api/finance/invoices/{id} or /api/my-earnings/statement: the month's
 * document as PDF or CSV, saved under the name the server gives.
 */
export function downloadFinanceDocument(
  target: FinanceDocumentTarget,
  period: string,
  format: FinanceDocumentFormat,
): Promise<void> {
  const path = target.kind === 'own-statement' ? '/api/my-earnings/statement' : paths[target.kind](target.id);
  const kind = target.kind === 'invoice' ? 'invoice' : 'statement';
  return downloadFile(`${path}?period=${period}&format=${format}`, `${kind}-${period}.${format}`);
}

export function useDownloadFinanceDocument() {
  return useMutation({
    mutationFn: (options: { target: FinanceDocumentTarget; period: string; format: FinanceDocumentFormat }) =>
      downloadFinanceDocument(options.target, options.period, options.format),
  });
}
