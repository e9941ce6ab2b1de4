import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from '#api/lib/auth/cookies.ts';
import { unauthorized } from '#api/lib/errors.ts';
import { chosenLanguageOf, languageOf, setLanguageCookie } from '#api/lib/i18n/language.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { createAuthService, type Role } from './service.ts';

export async function authRoutes(app: FastifyInstance) {
  const auth = createAuthService(app.deps);
  const { auth: table, session } = routes;

  serve(app, table.checkEmail, async ({ body, request }) => {
    await auth.checkEmail(body.email, request.ip);
    return { detail: 'This email is available.' };
  });

  for (const [role, spec] of [
    ['patient', table.signUpPatient],
    ['doctor', table.signUpDoctor],
  ] as const satisfies readonly (readonly [Role, unknown])[]) {
    serve(app, spec, async ({ body, request, reply }) =>
      reply.status(201).send(await auth.signUp(role, body, languageOf(request), request.ip)),
    );
  }

  serve(app, table.login, async ({ body, request, reply }) => {
    const { language, ...issued } = await auth.login(
      body.username,
      body.password,
      request.ip,
      languageOf(request),
      chosenLanguageOf(request),
    );
    setAuthCookies(request, reply, issued.access, issued.refresh);
    setLanguageCookie(request, reply, language);
    return issued;
  });

  serve(app, session.refresh, async ({ body, request, reply }) => {
    const fromBody = body?.refresh;
    const fromCookie = request.cookies[REFRESH_COOKIE];
    const token = fromBody || fromCookie;
    if (!token) throw unauthorized('Token is invalid or expired');
    const result = await auth.refresh(token, !fromBody);
    setAuthCookies(request, reply, result.access, result.refresh);
    return { access: result.access };
  });

  serve(app, session.logout, async ({ body, request, reply }) => {
    await auth.logout(body?.refresh || request.cookies[REFRESH_COOKIE]);
    clearAuthCookies(request, reply);
    return reply.status(204).send(null);
  });

  serve(app, session.me, async ({ identity }) => auth.me(identity));

  serve(app, session.updateMe, async ({ body, identity, request, reply }) => {
    const me = await auth.setLanguage(identity, body.language);
    setLanguageCookie(request, reply, me.language);
    return me;
  });

  serve(app, table.verification.status, async ({ identity }) => auth.verificationStatus(identity));

  serve(app, table.verification.sendCode, async ({ body, identity }) =>
    auth.requestCode(identity, body.channel, body.phone_number),
  );

  serve(app, table.verification.confirm, async ({ body, identity }) =>
    auth.confirmCode(identity, body.channel, body.code),
  );

  serve(app, table.forgotPassword, async ({ body, request }) => {
    await auth.forgotPassword(body.email, request.ip);
    return { detail: 'If an account exists for this email, we have sent a verification code to it.' };
  });

  serve(app, table.resetPassword, async ({ body, params, request }) => {
    await auth.resetPassword(body.email, params.code, body.password, request.ip);
    return { detail: 'Your password has been reset.' };
  });
}
