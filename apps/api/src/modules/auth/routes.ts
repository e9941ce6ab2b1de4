import {
  checkEmailBody,
  confirmCodeBody,
  detailSchema,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  meResponse,
  refreshBody,
  refreshResponse,
  resetPasswordBody,
  resetPasswordParams,
  sendCodeBody,
  signUpBody,
  signUpResponse,
  updateMeBody,
  validationErrorSchema,
  verificationStatus,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from '#api/lib/auth/cookies.ts';
import { requireUser } from '#api/lib/auth/guards.ts';
import { unauthorized } from '#api/lib/errors.ts';
import { chosenLanguageOf, languageOf, setLanguageCookie } from '#api/lib/i18n/language.ts';
import { createAuthService, type Role } from './service.ts';

const tags = ['auth'];
const errors = { 400: validationErrorSchema, 401: detailSchema, 403: detailSchema, 429: detailSchema };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(app.deps);

  app.post(
    '/auth/check_email/',
    {
      schema: {
        tags,
        body: checkEmailBody,
        response: { 200: detailSchema, 400: validationErrorSchema, 429: detailSchema },
      },
    },
    async (request) => {
      await auth.checkEmail(request.body.email, request.ip);
      return { detail: 'This email is available.' };
    },
  );

  for (const role of ['patient', 'doctor'] satisfies Role[]) {
    app.post(
      `/auth/sign_up/${role}/`,
      {
        schema: {
          tags,
          body: signUpBody,
          response: { 201: signUpResponse, 400: validationErrorSchema, 429: detailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await auth.signUp(role, request.body, languageOf(request), request.ip)),
    );
  }

  app.post(
    '/auth/custom_token/',
    { schema: { tags, body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request, reply) => {
      const { language, ...issued } = await auth.login(
        request.body.username,
        request.body.password,
        request.ip,
        languageOf(request),
        chosenLanguageOf(request),
      );
      setAuthCookies(request, reply, issued.access, issued.refresh);
      setLanguageCookie(request, reply, language);
      return issued;
    },
  );

  app.post(
    '/auth/token/refresh/',
    { schema: { tags, body: refreshBody, response: { 200: refreshResponse, ...errors } } },
    async (request, reply) => {
      const fromBody = request.body?.refresh;
      const fromCookie = request.cookies[REFRESH_COOKIE];
      const token = fromBody || fromCookie;
      if (!token) throw unauthorized('Token is invalid or expired');
      const result = await auth.refresh(token, !fromBody);
      setAuthCookies(request, reply, result.access, result.refresh);
      return { access: result.access };
    },
  );

  app.post(
    '/auth/logout/',
    { schema: { tags, body: refreshBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(request.body?.refresh || request.cookies[REFRESH_COOKIE]);
      clearAuthCookies(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me/',
    { schema: { tags, response: { 200: meResponse, 401: detailSchema } } },
    async (request) => auth.me(requireUser(request)),
  );

  app.patch(
    '/auth/me/',
    {
      schema: {
        tags,
        body: updateMeBody,
        response: { 200: meResponse, 400: validationErrorSchema, 401: detailSchema },
      },
    },
    async (request, reply) => {
      const me = await auth.setLanguage(requireUser(request), request.body.language);
      setLanguageCookie(request, reply, me.language);
      return me;
    },
  );

  app.get(
    '/auth/verification/',
    { schema: { tags, response: { 200: verificationStatus, 401: detailSchema } } },
    async (request) => auth.verificationStatus(requireUser(request)),
  );

  app.post(
    '/auth/verification/',
    { schema: { tags, body: sendCodeBody, response: { 200: verificationStatus, ...errors } } },
    async (request) =>
      auth.requestCode(requireUser(request), request.body.channel, request.body.phone_number),
  );

  app.post(
    '/auth/verification/confirm/',
    { schema: { tags, body: confirmCodeBody, response: { 200: verificationStatus, ...errors } } },
    async (request) => auth.confirmCode(requireUser(request), request.body.channel, request.body.code),
  );

  app.post(
    '/base/forgot_password/',
    {
      schema: {
        tags,
        body: forgotPasswordBody,
        response: { 200: detailSchema, 400: validationErrorSchema, 429: detailSchema },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return { detail: 'If an account exists for this email, we have sent a verification code to it.' };
    },
  );

  app.post(
    '/reset_password/:code/',
    {
      schema: {
        tags,
        params: resetPasswordParams,
        body: resetPasswordBody,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await auth.resetPassword(email, request.params.code, password, request.ip);
      return { detail: 'Your password has been reset.' };
    },
  );
}
