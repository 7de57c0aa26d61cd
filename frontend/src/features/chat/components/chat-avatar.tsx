import { Avatar } from '@/components/ui/chakra/avatar';

// The other person's photo, or their initials on a warm background (7:1 contrast).
export const ChatAvatar = ({
  name,
  imageUrl,
  size = 'lg',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'md' | 'lg' | 'xl';
}) => (
  <Avatar.Root size={size} bg="brand.100" color="brand.900" flexShrink={0} aria-hidden="true">
    <Avatar.Fallback name={name} fontWeight="bold" />
    {imageUrl && <Avatar.Image src={imageUrl} alt="" />}
  </Avatar.Root>
);
