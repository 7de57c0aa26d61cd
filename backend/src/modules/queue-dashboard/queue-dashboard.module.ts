import { Module } from '@nestjs/common';
import { QueueDashboard } from './queue-dashboard.service';

@Module({ providers: [QueueDashboard], exports: [QueueDashboard] })
export class QueueDashboardModule {}
