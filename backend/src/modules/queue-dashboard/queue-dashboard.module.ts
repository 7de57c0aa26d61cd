import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { QueueDashboard } from './queue-dashboard.service';

@Module({ imports: [UsersModule], providers: [QueueDashboard], exports: [QueueDashboard] })
export class QueueDashboardModule {}
