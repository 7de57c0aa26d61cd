import { Injectable, OnModuleInit } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import isCommonPassword from 'common-password-checker';

// OWASP's minimum for argon2id (docs/decisions/sessions-and-identity.md): 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService implements OnModuleInit {
  // Verified against when the email is unknown, so both failures take about the same time.
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash('cuenta-inexistente-para-igualar-tiempos');
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    const ok = await verify(storedHash ?? this.dummyHash, password);
    return storedHash !== undefined && ok;
  }

  isTooCommon(password: string): boolean {
    return isCommonPassword(password.toLowerCase());
  }
}
