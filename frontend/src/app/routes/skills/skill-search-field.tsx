import { Input, InputGroup, chakra } from '@chakra-ui/react';
import { SearchIcon } from '@/components/ui/icons';

// 'Buscar habilidades...': results follow the typing, so the form never submits.
export const SkillSearchField = ({ value, onChange }: { value: string; onChange: (text: string) => void }) => (
  <chakra.form role="search" onSubmit={(e) => e.preventDefault()}>
    <chakra.label htmlFor="buscar-habilidades" srOnly>
      Buscar habilidades
    </chakra.label>
    <InputGroup startElement={<SearchIcon boxSize="5" color="fg.muted" />}>
      <Input
        id="buscar-habilidades"
        type="search"
        placeholder="Buscar habilidades..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        size="xl"
        fontSize="lg"
      />
    </InputGroup>
  </chakra.form>
);
