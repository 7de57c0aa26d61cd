// The floor: the least an app of our stack can be (Vite, React, Chakra UI with one recipe, React
// Router, TanStack Query), drawing one heading and one button. bench/web measures it beside the product.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Button, ChakraProvider, createSystem, defaultBaseConfig, defineConfig, Heading } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// Chakra's default theme (tokens, global styles) with the button's recipe only.
const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { button: buttonRecipe },
    },
  }),
);
const queryClient = new QueryClient();

function Home() {
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => 'Hola', initialData: 'Hola' });
  const [taps, setTaps] = useState(0);
  return (
    <Box as="main" padding="6">
      <Heading as="h1" size="2xl">
        {greeting.data}: una página de la misma pila
      </Heading>
      <Button marginTop="4" colorPalette="blue" size="lg" onClick={() => setTaps((n) => n + 1)}>
        Tocar ({taps})
      </Button>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Home />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
