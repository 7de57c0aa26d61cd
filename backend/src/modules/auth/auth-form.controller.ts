import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  CLIENT_PATHS,
  homePathFor,
  ErrorCode,
  FORM_WELCOME_COOKIE,
  FORM_WELCOME_SECONDS,
  LoginDto,
  RegisterFormDto,
  SIGN_IN_EMAIL_MAX,
  SIGN_IN_EMAIL_PARAM,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_FORM_ERRORS,
  USER_TYPES,
  type FormWelcome,
  type SignInFormError,
} from '@conectando/contracts';
import type { Request, Response } from 'express';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { AuthService } from './auth.service';
import { fieldErrors, registerAddress, registerFormInput, registerRefusal } from './register-form';
import { SessionService } from './session.service';

/** The sign-in's address, with the entry card chosen on the landing, why the form was refused and the email typed. */
export function signInAddress(body: unknown, error: SignInFormError): string {
  const type = (body as { tipo?: unknown } | undefined)?.tipo;
  const params = new URLSearchParams();
  if (typeof type === 'string' && (USER_TYPES as readonly string[]).includes(type)) params.set('tipo', type);
  params.set(SIGN_IN_ERROR_PARAM, error);
  // The email typed stays in the field (bounded); the password never travels back.
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string' && email.trim())
    params.set(SIGN_IN_EMAIL_PARAM, email.trim().slice(0, SIGN_IN_EMAIL_MAX));
  return `${CLIENT_PATHS.login}?${params.toString()}`;
}

/** What a refusal of the API means for the form. */
export function signInFormError(error: unknown): SignInFormError {
  if (!(error instanceof AppError)) return SIGN_IN_FORM_ERRORS.failed;
  const known = Object.values(SIGN_IN_FORM_ERRORS) as string[];
  return known.includes(error.code) ? (error.code as SignInFormError) : SIGN_IN_FORM_ERRORS.failed;
}

/**
 * The sign-in form posted by the browser itself, before (or without) the app's code: the same rules,
 * limits and session as POST /auth/login, answered with a redirect (303) a browser follows: to the
 * person's screens, or back to the sign-in with what was wrong in its address. Anyone may post it;
 * the same-origin check and the sign-in limits run before its small urlencoded body is read
 * (app.factory.ts).
 */
@Controller('auth/form')
@Public()
@AllowDuringMaintenance()
export class AuthFormController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : body.email;
    const dto = plainToInstance(LoginDto, { email, password: body.password });
    const invalid = await validate(dto);
    if (invalid.length > 0) {
      const field = invalid.some((e) => e.property === 'email')
        ? SIGN_IN_FORM_ERRORS.emailInvalid
        : SIGN_IN_FORM_ERRORS.passwordRequired;
      return res.redirect(303, signInAddress(body, field));
    }
    let user: Awaited<ReturnType<AuthService['login']>>;
    try {
      user = await this.auth.login(dto, req.ip);
      await this.sessions.establish(req, user.id);
    } catch (error) {
      if (error instanceof AppError) return res.redirect(303, signInAddress(body, signInFormError(error)));
      throw error;
    }
    this.welcomeOnArrival(res, 'ingreso');
    res.redirect(303, homePathFor(user));
  }

  /**
   * The registration form posted by the browser: RegisterFormDto's rules (the password typed twice),
   * then the API's registration and its session. The same form posted twice (a double tap, a
   * reload) makes one account: the second finds the email taken and, with the same password, signs
   * in as the first did.
   */
  @Post('register')
  async register(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const dto = plainToInstance(RegisterFormDto, registerFormInput(body));
    const invalid = fieldErrors(await validate(dto));
    if (invalid.length > 0) return res.redirect(303, registerAddress(body, invalid));
    let user: Awaited<ReturnType<AuthService['register']>>;
    try {
      user = await this.auth.register(dto).catch(async (error: unknown) => {
        if (!(error instanceof AppError) || error.code !== ErrorCode.EmailTaken) throw error;
        return this.auth.login({ email: dto.email, password: dto.password }, req.ip).catch(() => {
          throw error;
        });
      });
      await this.sessions.establish(req, user.id);
    } catch (error) {
      if (error instanceof AppError) return res.redirect(303, registerAddress(body, [registerRefusal(error)]));
      throw error;
    }
    this.welcomeOnArrival(res, 'registro');
    res.redirect(303, homePathFor(user));
  }

  /** The welcome the app would have shown, said by the app on the page the browser lands on. */
  private welcomeOnArrival(res: Response, welcome: FormWelcome): void {
    res.cookie(FORM_WELCOME_COOKIE, welcome, {
      maxAge: FORM_WELCOME_SECONDS * 1000,
      sameSite: 'lax',
      secure: this.config.COOKIE_SECURE,
      path: '/',
    });
  }
}
