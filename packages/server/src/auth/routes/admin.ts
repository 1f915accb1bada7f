import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext, type AuthDeps } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { header, metadata, optionalString, parseBody, queryParam } from '../http.ts';
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
  inviteUser,
  loadUser,
  type AdminUserInput,
} from '../services/admin.ts';
import { requireAdmin } from '../services/authn.ts';
import { generateLink } from '../services/generate-link.ts';
import { usersJson } from '../services/serialize.ts';

const AdminUserBody = z.object({
  id: optionalString,
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  password_hash: optionalString,
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: optionalString,
  role: optionalString,
});
const DeleteBody = z.object({ should_soft_delete: z.boolean().nullish() });
const InviteBody = z.object({ email: optionalString, data: metadata });
const GenerateLinkBody = z.object({
  type: optionalString,
  email: optionalString,
  password: optionalString,
  new_email: optionalString,
  data: metadata,
  redirect_to: optionalString,
  redirectTo: optionalString,
});

function adminInput(body: z.infer<typeof AdminUserBody>): AdminUserInput {
  return {
    id: body.id,
    email: body.email,
    phone: body.phone,
    password: body.password,
    passwordHash: body.password_hash,
    emailConfirm: body.email_confirm,
    userMetadata: body.user_metadata,
    appMetadata: body.app_metadata,
    banDuration: body.ban_duration,
    role: body.role,
  };
}

function pageParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw validationFailed('Bad Pagination Parameters');
  return Math.min(n, max);
}

const param = (request: FastifyRequest, name: string) =>
  (request.params as Record<string, string>)[name] ?? '';

/** The admin API (service_role only) and POST /invite. */
export function registerAdminRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.register(async (admin) => {
    admin.addHook('preHandler', async (request) => {
      await requireAdmin(requestContext(deps, request), header(request, 'authorization'), request.apiKeyRole);
    });

    admin.get('/admin/users', async (request, reply) => {
      const page = pageParam(queryParam(request, 'page'), 1, 1_000_000);
      const perPage = pageParam(queryParam(request, 'per_page'), 50, 1000);
      const filter = queryParam(request, 'filter') || undefined;
      const { body, total } = await adminListUsers(requestContext(deps, request), { page, perPage, filter });
      // auth-js reads the page number right after the first `=`, so `page` comes first.
      const base = `${deps.apiUrl}/auth/v1/admin/users`;
      const last = Math.max(1, Math.ceil(total / perPage));
      const links = [];
      if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
      return reply.header('X-Total-Count', String(total)).header('Link', links.join(', ')).send(body);
    });

    admin.post('/admin/users', async (request) =>
      adminCreateUser(requestContext(deps, request), adminInput(parseBody(AdminUserBody, request.body))),
    );

    admin.get('/admin/users/:userId', async (request) => {
      const ctx = requestContext(deps, request);
      return (await usersJson(ctx.db, [await loadUser(ctx, param(request, 'userId'))]))[0];
    });

    admin.put('/admin/users/:userId', async (request) =>
      adminUpdateUser(
        requestContext(deps, request),
        param(request, 'userId'),
        adminInput(parseBody(AdminUserBody, request.body)),
      ),
    );

    admin.delete('/admin/users/:userId', async (request) => {
      const body = parseBody(DeleteBody, request.body);
      return adminDeleteUser(
        requestContext(deps, request),
        param(request, 'userId'),
        body.should_soft_delete === true,
      );
    });

    admin.get('/admin/users/:userId/factors', async (request) =>
      adminListFactors(requestContext(deps, request), param(request, 'userId')),
    );

    admin.delete('/admin/users/:userId/factors/:factorId', async (request) =>
      adminDeleteFactor(requestContext(deps, request), param(request, 'userId'), param(request, 'factorId')),
    );

    admin.post('/admin/generate_link', async (request) => {
      const body = parseBody(GenerateLinkBody, request.body);
      return generateLink(requestContext(deps, request), {
        type: body.type,
        email: body.email,
        password: body.password,
        newEmail: body.new_email,
        data: body.data,
        redirectTo: body.redirect_to ?? body.redirectTo ?? queryParam(request, 'redirect_to'),
      });
    });

    admin.post('/invite', async (request) => {
      const body = parseBody(InviteBody, request.body);
      return inviteUser(requestContext(deps, request), {
        email: body.email,
        data: body.data,
        redirectTo: queryParam(request, 'redirect_to'),
      });
    });
  });
}
