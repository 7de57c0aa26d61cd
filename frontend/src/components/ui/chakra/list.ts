import { listSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { list: listSlotRecipe } });

export { List } from '@chakra-ui/react';
