import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity';
import { AccountValidationsController } from './account-validations.controller';
import { AccountValidationsService } from './account-validations.service';
import { AccountValidation } from './entities/account-validation.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User, AccountValidation])],
  controllers: [AccountValidationsController],
  providers: [AccountValidationsService],
})
export class AdminModule {}
