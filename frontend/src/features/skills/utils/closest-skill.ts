import { WISHABLE_SKILLS } from '@conectando/contracts';
import { normalizeWord } from './video-topics';

// The catalogue's skill a search most likely meant ('tejido' → 'Tejido', 'ceramica' → 'Cerámica'), or ''.
export function closestSkill(text: string): string {
  const words = normalizeWord(text)
    .split(/\s+/)
    .filter((w) => w.length >= 4);
  if (words.length === 0) return '';
  return (
    WISHABLE_SKILLS.find((skill) => {
      const name = normalizeWord(skill);
      return words.some((w) => name.includes(w) || w.includes(name));
    }) ?? ''
  );
}
