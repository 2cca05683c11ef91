import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { type Statement, statementTotals } from '../../documents/finance-document';
import { AppError } from '../../lib/app-error';
import { findInterviewerByEmail, findInterviewerById } from '../interviewers/interviewers.repository';
import { documentLines } from './document-lines';

type StatementOptions = { db: Db; period: string; defaultTimeZone: string };

/**
 * An interviewer's statement for a month: their payouts (held ones included, reversals with their reason),
 * earned, held and the total. Never a charge or a margin.
 */
export async function interviewerStatement(
  options: StatementOptions & { interviewerId: number },
): Promise<Statement> {
  const interviewer = await findInterviewerById(options.db, options.interviewerId);
  if (!interviewer) throw new AppError('NOT_FOUND', 'Interviewer not found');
  return statementOf(options, { id: interviewer.id, name: interviewer.name });
}

/** The caller's own statement, as the interviewer whose e-mail they sign in with (404 for anyone else). */
export async function ownStatement(options: StatementOptions & { actor: Actor }): Promise<Statement> {
  const interviewer = await findInterviewerByEmail(options.db, options.actor.email);
  if (!interviewer) throw new AppError('NOT_FOUND', 'No interviewer record has your e-mail');
  return statementOf(options, { id: interviewer.id, name: interviewer.name });
}

async function statementOf(
  options: StatementOptions,
  interviewer: Statement['interviewer'],
): Promise<Statement> {
  const document = await documentLines({
    db: options.db,
    filter: { period: options.period, interviewerId: interviewer.id, kind: 'payout' },
    defaultTimeZone: options.defaultTimeZone,
  });
  return { kind: 'statement', interviewer, ...document, totals: statementTotals(document.lines) };
}
