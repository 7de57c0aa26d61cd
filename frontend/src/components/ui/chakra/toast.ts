import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export { Toast, Toaster } from '@chakra-ui/react';
