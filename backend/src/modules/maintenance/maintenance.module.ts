import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSetting } from './entities/app-setting.entity';
import { MaintenanceController } from './maintenance.controller';
import { MaintenanceListener } from './maintenance.listener';
import { MaintenanceGuard } from './maintenance.guard';
import { MaintenanceService } from './maintenance.service';

@Module({
  imports: [TypeOrmModule.forFeature([AppSetting])],
  controllers: [MaintenanceController],
  providers: [MaintenanceService, MaintenanceGuard, MaintenanceListener],
  exports: [MaintenanceService, MaintenanceGuard],
})
export class MaintenanceModule {}
