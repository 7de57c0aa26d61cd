import { createContext, useContext, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { createSlotRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../system';

addRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });

// Chakra's Avatar, its recipe and its parts, without Ark's state machine: that machine and zag's core
// under it weighed on the chat list's first load for one job: the photo once it has loaded, the
// initials until then or when it fails (docs/decisions/first-load.md).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

const PhotoShown = createContext<[boolean, Dispatch<SetStateAction<boolean>>]>([false, () => undefined]);

type RootProps = HTMLChakraProps<'div'> & RecipeVariantProps<typeof avatarSlotRecipe>;
const StyledRoot = withProvider<HTMLDivElement, RootProps>('div', 'root');
const StyledImage = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');
const StyledFallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');

const Root = (props: RootProps) => {
  const photoShown = useState(false);
  return (
    <PhotoShown.Provider value={photoShown}>
      <StyledRoot data-scope="avatar" data-part="root" {...props} />
    </PhotoShown.Provider>
  );
};

// A new address is a new photo: the initials show until it has loaded.
const Image = (props: HTMLChakraProps<'img'> & { src: string }) => <LoadingImage key={props.src} {...props} />;

const LoadingImage = (props: HTMLChakraProps<'img'>) => {
  const [shown, setShown] = useContext(PhotoShown);
  useEffect(() => () => setShown(false), [setShown]);
  return (
    <StyledImage
      // A photo that loaded before the page's code ran (a page drawn by the server) fires no load event.
      ref={(img: HTMLImageElement | null) => {
        if (img?.complete && img.naturalWidth > 0) setShown(true);
      }}
      draggable={false}
      referrerPolicy="no-referrer"
      hidden={!shown}
      data-scope="avatar"
      data-part="image"
      onLoad={() => setShown(true)}
      onError={() => setShown(false)}
      {...props}
    />
  );
};

// The first letters of the first and last names, as Chakra's fallback writes them.
const initialsOf = (name: string) => {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1] : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

const Fallback = ({ name, children, ...props }: HTMLChakraProps<'span'> & { name?: string }) => {
  const [shown] = useContext(PhotoShown);
  return (
    <StyledFallback hidden={shown} data-scope="avatar" data-part="fallback" {...props}>
      {children ?? (name ? initialsOf(name) : null)}
    </StyledFallback>
  );
};

export const Avatar = { Root, Image, Fallback };
