import { Button, type ButtonProps } from '@chakra-ui/react';

/** An outlined button for what removes, rejects or cancels; red.700 keeps its words legible on white. */
export const DangerButton = (props: ButtonProps) => (
  <Button variant="outline" colorPalette="red" color="red.700" {...props} />
);
