import { permissionRoles } from '@interview-hub/contracts/permissions';
import { agencySettingsResponseSchema, agencySettingsSchema } from '@interview-hub/contracts/settings';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { readAgencySettings, updateAgencySettings } from './agency-settings';

const tags = ['settings'];

/** The agency's settings: admins edit them, recruiters read them, interviewers do neither. */
export function settingsRoutes(app: AppInstance, deps: { db: Db; defaultTimeZone: string }): void {
  const { db, defaultTimeZone } = deps;

  app.get(
    '/api/settings',
    {
      config: { roles: permissionRoles['settings.read'] },
      schema: { tags, summary: "The agency's settings", response: { 200: agencySettingsResponseSchema } },
    },
    async () => readAgencySettings(db, defaultTimeZone),
  );

  app.put(
    '/api/settings',
    {
      config: { roles: permissionRoles['settings.manage'] },
      schema: {
        tags,
        summary: "Saves the agency's settings (every setting at once; audited)",
        body: agencySettingsSchema,
        response: { 200: agencySettingsResponseSchema },
      },
    },
    async (request) =>
      updateAgencySettings({ db, actor: requireActor(request), input: request.body, defaultTimeZone }),
  );
}
