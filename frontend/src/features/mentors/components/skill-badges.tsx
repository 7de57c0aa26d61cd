import { HStack } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { categoryOfSkill } from '@conectando/contracts';
import { categoryStyle } from '@/components/ui/category-style';

// A mentor's skills as badges coloured by their category.
export const SkillBadges = ({ skills }: { skills: string[] }) => (
  <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" m="0" p="0" aria-label="Habilidades">
    {skills.map((skill) => {
      const { bg, fg } = categoryStyle(categoryOfSkill(skill)?.id);
      return (
        <li key={skill}>
          <Badge bg={bg} color={fg} fontSize="md" px="3" py="1" borderRadius="full">
            {skill}
          </Badge>
        </li>
      );
    })}
  </HStack>
);
