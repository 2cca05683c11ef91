import {
  feedbackDownloadQuerySchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackSchema,
  submitFeedbackSchema,
  updateFeedbackSchema,
} from '@interview-hub/contracts/feedback';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppInstance } from '../../lib/fastify-types';
import { sendFile } from '../../lib/file-download';
import { agencyTimeZone } from '../settings/agency-settings';
import { toFeedbackDto } from './feedback-dto';
import { feedbackArchive, feedbackPdf, feedbackPdfNames } from './feedback-files';
import { getFeedbackRow, listFeedbacks } from './read-feedbacks';
import { submitFeedback } from './submit-feedback';
import { updateFeedback } from './update-feedback';

const params = recordIdParamsSchema;
const tags = ['feedbacks'];
const fileBody = z.any().describe('A file download');

export function feedbacksRoutes(app: AppInstance, deps: { db: Db; queue: JobQueue; config: Config }): void {
  const { db } = deps;
  const findOr404 = (id: number, actor: Actor) => getFeedbackRow({ db, actor, id });

  app.post(
    '/api/interviews/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Submits feedback; answers the PDF report',
        params,
        body: submitFeedbackSchema,
        response: { 201: fileBody },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id, driveUpload } = await submitFeedback({
        db,
        queue: deps.queue,
        driveConfigured: Boolean(deps.config.googleDrive),
        actor,
        interviewId: request.params.id,
        input: request.body,
        defaultTimeZone: deps.config.defaultTimeZone,
      });
      if (driveUpload === 'not-configured') {
        request.log.info(
          { feedbackId: id },
          'Google Drive is not configured (GOOGLE_DRIVE_CREDENTIALS): PDF not uploaded',
        );
      }
      const row = await findOr404(id, actor);
      const pdf = await feedbackPdf(row, await agencyTimeZone(deps.db, deps.config.defaultTimeZone));
      return sendFile(reply.status(201), pdf, 'application/pdf', feedbackPdfNames(row));
    },
  );

  app.get(
    '/api/feedbacks',
    {
      schema: {
        tags,
        summary: 'Feedback the caller may read, newest first',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackPageSchema },
      },
    },
    async (request) => listFeedbacks({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/api/feedbacks/:id',
    { schema: { tags, summary: 'One feedback', params, response: { 200: feedbackSchema } } },
    async (request) => toFeedbackDto(await findOr404(request.params.id, requireActor(request))),
  );

  app.put(
    '/api/feedbacks/:id',
    {
      schema: {
        tags,
        summary: 'Edits feedback (structured or plain text)',
        params,
        body: updateFeedbackSchema,
        response: { 200: feedbackSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await updateFeedback({ db, actor, id: request.params.id, feedbackText: request.body.feedback_text });
      return toFeedbackDto(await findOr404(request.params.id, actor));
    },
  );

  app.get(
    '/api/feedbacks/:id/download',
    {
      schema: {
        tags,
        summary: 'The PDF report; with format=zip, the PDF and the feedback as JSON, zipped',
        params,
        querystring: feedbackDownloadQuerySchema,
        response: { 200: fileBody },
      },
    },
    async (request, reply) => {
      const row = await findOr404(request.params.id, requireActor(request));
      const timeZone = await agencyTimeZone(deps.db, deps.config.defaultTimeZone);
      if (request.query.format === 'zip') {
        const name = `feedback-${row.feedback.id}.zip`;
        return sendFile(reply, await feedbackArchive(row, timeZone), 'application/zip', {
          name,
          ascii: name,
        });
      }
      return sendFile(reply, await feedbackPdf(row, timeZone), 'application/pdf', feedbackPdfNames(row));
    },
  );
}
