import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { AuthUserResponse, LoginDto, RegisterDto } from '@conectando/contracts';
import type { Request, Response } from 'express';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { toAuthUser } from '../users/users.mapper';
import { AuthService } from './auth.service';
import { SessionService } from './session.service';

@Controller('auth')
@AllowDuringMaintenance()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  /** Anyone; registrations per address are limited before the body is read (AuthThrottle). */
  @Post('register')
  @Public()
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<AuthUserResponse> {
    const user = await this.auth.register(dto);
    await this.sessions.establish(req, user.id);
    return toAuthUser(user);
  }

  /** Anyone; failed sign-ins are limited per address and per (account, address) (AuthThrottle). */
  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() req: Request): Promise<AuthUserResponse> {
    const user = await this.auth.login(dto, req.ip);
    await this.sessions.establish(req, user.id);
    return toAuthUser(user);
  }

  /** Anyone: ends the session if there is one. */
  @Post('logout')
  @Public()
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.destroy(req, res);
  }

  /** A session: who am I. */
  @Get('me')
  me(@CurrentUser() user: SessionUser): AuthUserResponse {
    return toAuthUser(user);
  }
}
