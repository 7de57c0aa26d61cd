import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { BookIcon, ChefHatIcon, PaletteIcon, SproutIcon, StarIcon } from '@/components/ui/icons';

export interface CategoryStyle {
  icon: ComponentType<IconProps>;
  // Background of the icon tile and text colour on it (at least 4.5:1).
  bg: string;
  fg: string;
}

// Icons and colours are fixed for Cocina, Jardinería, Manualidades and Historias (the
// stories' category, Sabiduría y Enseñanza); every other category gets a star.
const STYLES: Record<string, CategoryStyle> = {
  'cocina-y-tradiciones': { icon: ChefHatIcon, bg: 'orange.100', fg: 'orange.900' },
  'jardineria-y-naturaleza': { icon: SproutIcon, bg: 'green.100', fg: 'green.900' },
  'manualidades-y-artes': { icon: PaletteIcon, bg: 'purple.100', fg: 'purple.900' },
  'sabiduria-y-ensenanza': { icon: BookIcon, bg: 'blue.100', fg: 'blue.900' },
};

const DEFAULT_STYLE: CategoryStyle = { icon: StarIcon, bg: 'yellow.100', fg: 'yellow.900' };

export const categoryStyle = (categoryId: string | null | undefined): CategoryStyle =>
  (categoryId && STYLES[categoryId]) || DEFAULT_STYLE;
