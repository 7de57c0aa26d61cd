import type { SystemStyleObject } from '@chakra-ui/react';
import { Avatar } from '@/components/ui/chakra/avatar';

// The other person's photo, or their initials on a warm background (7:1 contrast).
export const ChatAvatar = ({
  name,
  imageUrl,
  size = 'lg',
  css,
}: {
  name: string;
  imageUrl: string | null;
  size?: 'md' | 'lg' | 'xl';
  css?: SystemStyleObject;
}) => (
  <Avatar.Root size={size} bg="brand.100" color="brand.900" flexShrink={0} aria-hidden="true" css={css}>
    <Avatar.Fallback name={name} fontWeight="bold" />
    {imageUrl && <Avatar.Image src={imageUrl} alt="" />}
  </Avatar.Root>
);
