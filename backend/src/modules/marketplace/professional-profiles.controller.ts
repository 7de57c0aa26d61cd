import { Controller, Get } from '@nestjs/common';
import { AccountType, ProfessionalProfileResponse } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { fileUrl } from '../files/files.service';
import { MarketplaceRoute } from './marketplace-access.guard';

/** Validated institutions (and admins): validated professionals' public profiles. */
@Controller('professional-profiles')
export class ProfessionalProfilesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @MarketplaceRoute(AccountType.Institucion, { admins: true })
  async list(): Promise<ProfessionalProfileResponse[]> {
    const rows: {
      id: string;
      name: string;
      specialty: string | null;
      region: string;
      country: string;
      bio: string | null;
      profile_image_file_id: string | null;
      rating_avg: number;
      rating_count: number;
    }[] = await this.dataSource.query(
      `SELECT id, name, specialty, region, country, bio, profile_image_file_id, rating_avg, rating_count
         FROM users WHERE account_type = 'profesional' AND is_validated ORDER BY rating_avg DESC, name ASC LIMIT 500`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      specialty: r.specialty,
      region: r.region,
      country: r.country,
      bio: r.bio,
      profileImageUrl: fileUrl(r.profile_image_file_id),
      ratingAvg: r.rating_avg,
      ratingCount: r.rating_count,
    }));
  }
}
