import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { dataList: dataListSlotRecipe } });

export { DataList } from '@chakra-ui/react';
