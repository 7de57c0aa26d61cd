import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { categoryOfSkill, STORY_SKILL_NAME } from '@conectando/contracts';
import { EntityManager } from 'typeorm';
// The demo owners are looked up inside the seed's own transaction, which UsersService cannot join.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { User } from '../users/entities/user.entity';
import { SkillVideo } from './entities/skill-video.entity';
import { VideoFilesService } from './video-files.service';

/** backend/seed-assets, from src/modules/videos and from dist/modules/videos alike. */
export const SEED_ASSETS_DIR = join(__dirname, '..', '..', '..', 'seed-assets', 'videos');

interface DemoVideo {
  /** The demo mentor (seed/demo-accounts.ts) who teaches this subject. */
  owner: string;
  file: string;
  title: string;
  description: string;
  skillName: string;
  duration: number;
  daysAgo: number;
}

const ROSA = 'mentor@demo.cl';
const ELIANA = 'mentor.cocina@demo.cl';
const HERNAN = 'mentor.musica@demo.cl';

/**
 * Small real videos (seed-assets/generate.sh) across several categories, with realistic titles,
 * shared among three mentors by subject: knitting, garden and breathing to Rosa, cooking to Eliana,
 * guitar and phones to Hernán. Rosa and Eliana each tell a story.
 */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    owner: ROSA,
    file: 'tejido-punto-arroz',
    title: 'Punto arroz a palillo para principiantes',
    description: 'Aprende el punto arroz con dos palillos y lana gruesa, ideal para tu primera bufanda.',
    skillName: 'Tejido',
    duration: 12,
    daysAgo: 20,
  },
  {
    owner: ELIANA,
    file: 'pan-amasado',
    title: 'Pan amasado como en el campo',
    description: 'La receta de mi madre: harina, manteca, levadura y mucho cariño. Sin máquinas.',
    skillName: 'Pan amasado',
    duration: 14,
    daysAgo: 18,
  },
  {
    owner: ELIANA,
    file: 'empanadas-de-pino',
    title: 'Empanadas de pino paso a paso',
    description: 'Cómo preparar el pino el día anterior y cerrar las empanadas con repulgue.',
    skillName: 'Empanadas',
    duration: 10,
    daysAgo: 15,
  },
  {
    owner: ROSA,
    file: 'huerto-balcon',
    title: 'Huerto en el balcón: lechugas en macetero',
    description: 'Qué tierra usar, cuándo sembrar y cómo regar sin ahogar las plantas.',
    skillName: 'Huerto urbano',
    duration: 11,
    daysAgo: 12,
  },
  {
    owner: HERNAN,
    file: 'guitarra-cueca',
    title: 'Primeros acordes de cueca en guitarra',
    description: 'Tres acordes y el rasgueo básico para acompañar una cueca.',
    skillName: 'Guitarra',
    duration: 9,
    daysAgo: 9,
  },
  {
    owner: HERNAN,
    file: 'videollamadas-whatsapp',
    title: 'Videollamadas por WhatsApp sin enredos',
    description: 'Cómo llamar a tus nietos con video, activar el altavoz y colgar.',
    skillName: 'WhatsApp',
    duration: 13,
    daysAgo: 7,
  },
  {
    owner: ROSA,
    file: 'respiracion',
    title: 'Respiración tranquila para dormir mejor',
    description: 'Un ejercicio de cuatro tiempos para relajarse antes de acostarse.',
    skillName: 'Respiración',
    duration: 8,
    daysAgo: 5,
  },
  {
    owner: ROSA,
    file: 'historia-cerro-alegre',
    title: 'Mi infancia en el cerro Alegre',
    description: 'Los ascensores, las escaleras y los juegos en la calle del Valparaíso de los años cincuenta.',
    skillName: STORY_SKILL_NAME,
    duration: 15,
    daysAgo: 10,
  },
  {
    owner: ELIANA,
    file: 'historia-feria',
    title: 'La feria del barrio donde conocí a Juan',
    description: 'Cómo una conversación entre cajones de tomates se volvió cincuenta años de matrimonio.',
    skillName: STORY_SKILL_NAME,
    duration: 12,
    daysAgo: 3,
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** Copies the demo videos and posters into the object storage and records them for their demo mentors. */
@Injectable()
export class DemoVideosSeeder {
  constructor(private readonly files: VideoFilesService) {}

  /** Pushes every stored name to `written` so the caller can remove them if its transaction fails. */
  async seed(tx: EntityManager, written: string[]): Promise<number> {
    const owners = new Map<string, string>();
    for (const demo of DEMO_VIDEOS) {
      if (!owners.has(demo.owner)) owners.set(demo.owner, (await tx.findOneByOrFail(User, { email: demo.owner })).id);
      const video = await this.copy(`${demo.file}.mp4`, 'mp4', written);
      const poster = await this.copy(`${demo.file}.jpg`, 'jpg', written);
      await tx.insert(SkillVideo, {
        userId: owners.get(demo.owner)!,
        title: demo.title,
        description: demo.description,
        skillName: demo.skillName,
        categoryId: categoryOfSkill(demo.skillName)?.id ?? null,
        durationSeconds: demo.duration,
        videoStorageName: video.name,
        videoMimeType: 'video/mp4',
        videoSizeBytes: video.size,
        posterStorageName: poster.name,
        posterMimeType: 'image/jpeg',
        createdAt: new Date(Date.now() - demo.daysAgo * DAY_MS),
      });
    }
    return DEMO_VIDEOS.length;
  }

  private async copy(source: string, ext: string, written: string[]) {
    const mimeType = ext === 'mp4' ? 'video/mp4' : 'image/jpeg';
    const { storageName, sizeBytes } = await this.files.copyIn(join(SEED_ASSETS_DIR, source), mimeType, ext);
    written.push(storageName);
    return { name: storageName, size: sizeBytes };
  }
}
