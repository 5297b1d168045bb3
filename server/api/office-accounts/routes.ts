import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDetailSchema,
  accountListQuerySchema,
  accountListResponseSchema,
  applicationDetailSchema,
  applicationListResponseSchema,
  createAccountBodySchema,
  createdAccountSchema,
  deleteAccountBodySchema,
  licenceInputSchema,
  updateAccountBodySchema,
  OFFICE_ACCOUNT_PATHS,
} from '../../../src/domain/contracts/office-accounts';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Mailer } from '../../mail';
import { recordAudit } from '../audit/record';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import {
  accountDetail,
  addLicence,
  createAccount,
  deleteAccount,
  deleteLicence,
  listAccounts,
  setAccountActive,
  updateAccount,
  updateLicence,
} from './accounts';
import { applicationDetail, listApplications } from './applications';
import { exportAccount } from './export';

const uuid = z.uuid();
const accountParams = z.strictObject({ accountId: uuid });
const licenceParams = z.strictObject({ accountId: uuid, licenceId: uuid });
const submissionParams = z.strictObject({ submissionId: uuid });
const done = z.object({ ok: z.literal(true) });

/**
 * The office's accounts (SPEC §2 /superadmin/accounts): list and search, create (with a first licence
 * and an invited schooladmin, or from a site application), edit, licences, deactivate, export, and,
 * for a superadmin only, delete. Office and superadmin only; every change writes an audit entry in
 * its own transaction (see accounts.ts).
 */
export const officeAccountRoutes: FastifyPluginAsync<{
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
}> = async (app, { db, mailer, config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Checked before the input: a school user gets 403 whatever they send, never a 400 about the body.
  const office = [app.authenticate, requireRole('office', 'superadmin')];
  const superadmin = [app.authenticate, requireRole('superadmin')];
  /** The tenant rule: office staff reach into one named account (logged). */
  const scopeOf = (request: Parameters<typeof accountScope>[0], accountId: string) =>
    accountScope(request, accountId) ?? accountId;

  api.get(
    OFFICE_ACCOUNT_PATHS.accounts,
    {
      preValidation: office,
      schema: { querystring: accountListQuerySchema, response: { 200: accountListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, pageSize } = request.query;
      return { ...(await listAccounts(db, request.query)), page, pageSize };
    },
  );

  api.post(
    OFFICE_ACCOUNT_PATHS.accounts,
    {
      preValidation: office,
      schema: { body: createAccountBodySchema, response: { 201: createdAccountSchema } },
    },
    async (request, reply) => {
      const made = await createAccount(db, mailer, config.publicUrl, currentUser(request), request.body);
      request.log.info({ accountId: made.id }, 'the office created an account');
      return reply.status(201).send(made);
    },
  );

  api.get(
    OFFICE_ACCOUNT_PATHS.account(':accountId'),
    { preValidation: office, schema: { params: accountParams, response: { 200: accountDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountDetail(db, scopeOf(request, request.params.accountId));
    },
  );

  api.patch(
    OFFICE_ACCOUNT_PATHS.account(':accountId'),
    {
      preValidation: office,
      schema: {
        params: accountParams,
        body: updateAccountBodySchema,
        response: { 200: accountDetailSchema },
      },
    },
    async (request) => {
      const id = scopeOf(request, request.params.accountId);
      await updateAccount(db, currentUser(request), id, request.body);
      return accountDetail(db, id);
    },
  );

  api.delete(
    OFFICE_ACCOUNT_PATHS.account(':accountId'),
    {
      preValidation: superadmin,
      schema: { params: accountParams, body: deleteAccountBodySchema, response: { 200: done } },
    },
    async (request) => {
      const id = scopeOf(request, request.params.accountId);
      await deleteAccount(db, currentUser(request), id, request.body.confirmName);
      request.log.info({ accountId: id }, 'a superadmin deleted an account');
      return { ok: true as const };
    },
  );

  for (const [path, active] of [
    [OFFICE_ACCOUNT_PATHS.deactivate, false],
    [OFFICE_ACCOUNT_PATHS.activate, true],
  ] as const) {
    api.post(
      path(':accountId'),
      { preValidation: office, schema: { params: accountParams, response: { 200: accountDetailSchema } } },
      async (request) => {
        const id = scopeOf(request, request.params.accountId);
        await setAccountActive(db, currentUser(request), id, active);
        request.log.info({ accountId: id, active }, 'an account was (de)activated');
        return accountDetail(db, id);
      },
    );
  }

  api.get(
    OFFICE_ACCOUNT_PATHS.exportJson(':accountId'),
    { preValidation: office, schema: { params: accountParams } },
    async (request, reply) => {
      const id = scopeOf(request, request.params.accountId);
      const data = await exportAccount(db, id);
      // Every export (all of a school's data) is recorded, before the file is sent.
      await recordAudit(db, currentUser(request), { action: 'account.export', accountId: id, targetId: id });
      request.log.info({ accountId: id }, 'an account was exported');
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="account-${id}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  api.post(
    OFFICE_ACCOUNT_PATHS.licences(':accountId'),
    {
      preValidation: office,
      schema: { params: accountParams, body: licenceInputSchema, response: { 201: accountDetailSchema } },
    },
    async (request, reply) => {
      const id = scopeOf(request, request.params.accountId);
      await addLicence(db, currentUser(request), id, request.body);
      return reply.status(201).send(await accountDetail(db, id));
    },
  );

  api.put(
    OFFICE_ACCOUNT_PATHS.licence(':accountId', ':licenceId'),
    {
      preValidation: office,
      schema: { params: licenceParams, body: licenceInputSchema, response: { 200: accountDetailSchema } },
    },
    async (request) => {
      const id = scopeOf(request, request.params.accountId);
      await updateLicence(db, currentUser(request), id, request.params.licenceId, request.body);
      return accountDetail(db, id);
    },
  );

  api.delete(
    OFFICE_ACCOUNT_PATHS.licence(':accountId', ':licenceId'),
    { preValidation: office, schema: { params: licenceParams, response: { 200: accountDetailSchema } } },
    async (request) => {
      const id = scopeOf(request, request.params.accountId);
      await deleteLicence(db, currentUser(request), id, request.params.licenceId);
      return accountDetail(db, id);
    },
  );

  api.get(
    OFFICE_ACCOUNT_PATHS.applications,
    { preValidation: office, schema: { response: { 200: applicationListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { applications: await listApplications(db) };
    },
  );

  api.get(
    OFFICE_ACCOUNT_PATHS.application(':submissionId'),
    {
      preValidation: office,
      schema: { params: submissionParams, response: { 200: applicationDetailSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applicationDetail(db, request.params.submissionId);
    },
  );

  api.post(
    OFFICE_ACCOUNT_PATHS.applicationAccount(':submissionId'),
    {
      preValidation: office,
      schema: {
        params: submissionParams,
        body: createAccountBodySchema,
        response: { 201: createdAccountSchema },
      },
    },
    async (request, reply) => {
      const made = await createAccount(
        db,
        mailer,
        config.publicUrl,
        currentUser(request),
        request.body,
        request.params.submissionId,
      );
      request.log.info({ accountId: made.id }, 'the office made an account of an application');
      return reply.status(201).send(made);
    },
  );
};
