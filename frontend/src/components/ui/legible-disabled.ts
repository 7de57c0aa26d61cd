// A disabled button that still reads well (dark on grey), not a faded brand colour an older eye may miss.
export const legibleDisabled = {
  _disabled: { opacity: 1, bg: 'gray.200', color: 'gray.800', borderColor: 'gray.300', cursor: 'not-allowed' },
} as const;
