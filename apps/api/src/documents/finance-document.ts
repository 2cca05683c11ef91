/**
 * What a statement (an interviewer's payouts of a month) or an invoice draft (a client's charges of a month)
 * prints, as data: the PDF and the CSV render the same lines and the same totals, and the totals are sums of
 * exactly these lines, so the two never disagree with each other or with the ledger.
 */
export type FinanceDocumentLine = {
  lineId: number;
  interviewId: number;
  interviewDate: Date;
  candidate: string;
  position: string;
  /** How the amount was worked out (ruleSummary), null for a line without a rule. */
  rule: string | null;
  /** Minor units; negative on a reversal. */
  amount: number;
  /** A payout awaiting the interview's feedback. */
  held: boolean;
  /** The line this one reverses, or null. */
  reverses: number | null;
  reason: string | null;
};

type DocumentBase = {
  period: string;
  currency: string;
  /** The agency's zone, in which the dates print. */
  timeZone: string;
  /** When the month was closed; null while it is open and its figures may still change. */
  closedAt: Date | null;
  lines: FinanceDocumentLine[];
};

/** An interviewer's statement: what they earned, what is held until feedback, and the total. */
export type Statement = DocumentBase & {
  kind: 'statement';
  interviewer: { id: number; name: string };
  totals: { earned: number; held: number; total: number };
};

/** A client's invoice draft: the charges, the adjustments (reversals) and the total. */
export type Invoice = DocumentBase & {
  kind: 'invoice';
  client: { id: number; name: string };
  totals: { charges: number; adjustments: number; total: number };
};

export type FinanceDocument = Statement | Invoice;

const sum = (lines: readonly FinanceDocumentLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/** Earned (released payouts) and held (awaiting feedback) add up to the total of the lines. */
export function statementTotals(lines: readonly FinanceDocumentLine[]): Statement['totals'] {
  const held = sum(lines.filter((line) => line.held));
  const earned = sum(lines.filter((line) => !line.held));
  return { earned, held, total: earned + held };
}

/** Charges and adjustments (the reversals of earlier charges) add up to the total of the lines. */
export function invoiceTotals(lines: readonly FinanceDocumentLine[]): Invoice['totals'] {
  const adjustments = sum(lines.filter((line) => line.reverses !== null));
  const charges = sum(lines.filter((line) => line.reverses === null));
  return { charges, adjustments, total: charges + adjustments };
}

/** Who the document is for. */
export function partyOf(document: FinanceDocument): { id: number; name: string } {
  return document.kind === 'statement' ? document.interviewer : document.client;
}
