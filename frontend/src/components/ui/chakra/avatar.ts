import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });

export { Avatar } from '@chakra-ui/react';
