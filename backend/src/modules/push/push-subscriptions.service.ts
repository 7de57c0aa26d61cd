import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, PUSH_MSG, PushSubscriptionDto } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { isAllowedPushEndpoint } from './push-endpoints';

/** A person's devices that accept pushes. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PushSubscriptionEntity) private readonly subscriptions: Repository<PushSubscriptionEntity>,
  ) {}

  /** Idempotent per endpoint; an endpoint that moves to another account (a shared phone) follows it. */
  async subscribe(userId: string, dto: PushSubscriptionDto): Promise<void> {
    if (!isAllowedPushEndpoint(dto.endpoint, this.config.WEB_PUSH_ENDPOINT_ORIGINS)) {
      throw new AppError(ErrorCode.ValidationFailed, PUSH_MSG.endpointNotAllowed);
    }
    await this.subscriptions.upsert(
      { userId, endpoint: dto.endpoint, p256dh: dto.keys.p256dh, auth: dto.keys.auth },
      { conflictPaths: ['endpoint'] },
    );
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.subscriptions.delete({ userId, endpoint });
  }

  forUser(userId: string): Promise<PushSubscriptionEntity[]> {
    return this.subscriptions.findBy({ userId });
  }

  byId(id: string): Promise<PushSubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** The push service says the device is gone (404/410). */
  async forget(id: string): Promise<void> {
    await this.subscriptions.delete({ id });
  }
}
